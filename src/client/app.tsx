import { useEffect } from "react";
import type { WeddingContent } from "../shared/content-schema.ts";
import { siteLanguages } from "../shared/page-languages.ts";
import { photoNotice } from "../shared/privacy-notice.ts";
import { ConsentBanner, useConsentedAnalytics } from "./components/analytics-consent.tsx";
import { CardFlower } from "./components/card-flower.tsx";
import { ConnectionNotices } from "./components/connection-notices.tsx";
import { FloatingUploadButton } from "./components/floating-upload-button.tsx";
import { ToastProvider } from "./components/toast/toast.tsx";
import { UpdateNotice } from "./components/update-notice.tsx";
import { useWords } from "./lib/words.tsx";
import { Countdown } from "./sections/countdown/countdown.tsx";
import { FindUs } from "./sections/find-us/find-us.tsx";
import { Footer } from "./sections/footer/footer.tsx";
import { Gallery } from "./sections/gallery/gallery.tsx";
import { GuestMoments } from "./sections/guest-moments/guest-moments.tsx";
import { Hero } from "./sections/hero/hero.tsx";
import { isSectionShown, NAV_ENTRIES, type NavEntry, Navigation } from "./sections/navigation/navigation.tsx";
import { OurStory } from "./sections/our-story/our-story.tsx";
import { PhotoUpload } from "./sections/photo-upload/photo-upload.tsx";
import { Rsvp } from "./sections/rsvp/rsvp.tsx";
import { WeddingInfo } from "./sections/wedding-info/wedding-info.tsx";

/**
 * The page, top to bottom in the spec's order. Sections get their content
 * through props; one the couple left empty is not rendered (its slot stays,
 * so the sections after it keep their useId ids).
 */
export function App({ content }: { content: WeddingContent }) {
  const { words } = useWords();
  const shown = (anchor: NavEntry["anchor"]) => isSectionShown(anchor, content);
  useConsentedAnalytics(content.site.gaMeasurementId);
  useEffect(() => {
    // Lets tests (and curious developers) know the prerendered page is now interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      <ConsentBanner content={content} />
      <Navigation
        initials={content.couple.initials}
        entries={NAV_ENTRIES.filter((entry) => shown(entry.anchor))}
        languages={siteLanguages(content)}
      />
      <main>
        <Hero content={content} />
        <Countdown target={content.countdownTarget} timeZone={content.timeZone} lines={content.countdown} />
        {shown("our-story") ? <OurStory story={content.story} colours={content.theme.page} /> : null}
        <WeddingInfo content={content} />
        {/* One slot for both, so the sections after keep their useId ids and the prerendered HTML stays as it was. */}
        {/* biome-ignore lint/complexity/noUselessFragments: the fragment keeps the sections after it at the same tree position. */}
        <>
          {shown("gallery") ? <Gallery gallery={content.gallery} /> : null}
          {/* On the day (uploadOnly) guests send photos but see none of the others': the slideshow shows them. */}
          {content.guestPhotos.uploadOnly ? null : <GuestMoments />}
        </>
        <Rsvp content={content} />
        <FindUs content={content} />
        <PhotoUpload
          limits={content.guestPhotos}
          notice={photoNotice(content, words.privacyNotice)}
          flower={<CardFlower image={content.hero.floralImage} />}
        />
      </main>
      <Footer content={content} />
      <FloatingUploadButton />
      <ConnectionNotices />
      <UpdateNotice />
    </ToastProvider>
  );
}
