import { useEffect } from "react";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { photoNotice } from "../../shared/privacy-notice.ts";
import { ConnectionNotices } from "../components/connection-notices.tsx";
import { ToastProvider } from "../components/toast/toast.tsx";
import { useWords } from "../lib/words.tsx";
import { PhotoUpload } from "../sections/photo-upload/photo-upload.tsx";

/**
 * The page the poster's QR code opens (PHOTOS_PAGE_PATH): the couple's names
 * and the upload section, nothing else, so a guest at the party is one tap
 * from choosing photos. The section is the invitation's own (its panel loads
 * the same way), prerendered at build time.
 */
export function PhotosPage({ content }: { content: WeddingContent }) {
  const { words } = useWords();
  useEffect(() => {
    // Tests wait for this, as on the invitation page.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      {/* The section's own background and top padding separate it from the invitation's others; here it is the page. */}
      <div className="min-h-dvh bg-powder/40">
        <header className="px-4 pt-8 text-center sm:pt-12">
          <h1 className="font-serif text-xl tracking-wide text-ink sm:text-2xl">{coupleNames(content)}</h1>
        </header>
        <main className="[&>section]:bg-transparent [&>section]:pt-5 sm:[&>section]:pt-8">
          <PhotoUpload limits={content.guestPhotos} notice={photoNotice(content, words.privacyNotice)} />
        </main>
      </div>
      <ConnectionNotices />
    </ToastProvider>
  );
}
