import { useEffect, useState } from "react";
import { getSlideshowLink } from "../admin-client.ts";
import { actionFailureMessage, isSessionEnded } from "../admin-messages.ts";
import { Notice, type NoticeState } from "../notice.tsx";
import { BUTTON, CARD } from "../ui.ts";
import { PRINT_POSTER_HASH } from "./photo-poster.tsx";

/**
 * The wedding day's photo tools above the review: the live slideshow's link
 * (with its key: whoever has it sees every approved photo) to open on the
 * screen at the reception or copy, and the QR poster for the tables.
 */
export function WeddingDay({ onSessionEnded }: { onSessionEnded(): void }) {
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);

  useEffect(() => {
    let current = true;
    void getSlideshowLink().then((result) => {
      if (!current) return;
      if (result.ok) setLink(new URL(result.value.url, window.location.origin).href);
      else if (isSessionEnded(result)) onSessionEnded();
      else setNotice({ kind: "error", text: actionFailureMessage(result) });
    });
    return () => {
      current = false;
    };
  }, [onSessionEnded]);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ kind: "success", text: "Slideshow link copied. Anyone with it sees the approved photos." });
    } catch {
      setNotice({ kind: "error", text: `Copy it by hand: ${link}` });
    }
  }

  return (
    <section aria-labelledby="wedding-day-title" className={`${CARD} mb-6`}>
      <h2 id="wedding-day-title" className="font-serif text-2xl text-ink">
        On the day
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink/80">
        The slideshow shows approved photos full screen on a screen or projector at the reception, new ones within
        seconds. The poster&apos;s QR code opens a page where guests send theirs.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {link ? (
          <a href={link} target="_blank" rel="noreferrer" className={BUTTON.primary}>
            Slideshow
          </a>
        ) : (
          <button type="button" disabled className={BUTTON.primary}>
            Slideshow
          </button>
        )}
        <button type="button" onClick={() => void copy()} disabled={!link} className={BUTTON.secondary}>
          Copy slideshow link
        </button>
        <a href={PRINT_POSTER_HASH} className={BUTTON.secondary}>
          Print the QR poster
        </a>
      </div>
      <Notice notice={notice} className="mt-3" />
    </section>
  );
}
