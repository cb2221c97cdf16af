import { useEffect, useState } from "react";
import { getSlideshowLink, replaceSlideshowLink } from "../admin-client.ts";
import { actionFailureMessage, isSessionEnded } from "../admin-messages.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { Notice, type NoticeState } from "../notice.tsx";
import { BUTTON, CARD } from "../ui.ts";
import { PRINT_POSTER_HASH } from "./photo-poster.tsx";

/** The couple's words about the slideshow link, in one place (the admin's own copy, not the couple's content). */
export const SLIDESHOW_LINK_MESSAGES = {
  copied: "Slideshow link copied. Anyone with it sees the approved photos.",
  replaced:
    "The slideshow has a new link. The old one no longer works, and screens opened with it stop: open the new link on them.",
  replaceTitle: "Replace the slideshow link?",
  replaceBody:
    "The current link stops working at once, and so does every screen or projector showing the slideshow with it. You then open the new link on the screens you want.",
} as const;

/**
 * The wedding day's photo tools above the review: the live slideshow's link
 * (with its key: whoever has it sees every approved photo) to open on the
 * screen at the reception, copy or replace, and the QR poster for the tables.
 */
export function WeddingDay({ onSessionEnded }: { onSessionEnded(): void }) {
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [replacing, setReplacing] = useState<{ busy: boolean; error: string | null } | null>(null);

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
      setNotice({ kind: "success", text: SLIDESHOW_LINK_MESSAGES.copied });
    } catch {
      setNotice({ kind: "error", text: `Copy it by hand: ${link}` });
    }
  }

  async function replace() {
    setReplacing({ busy: true, error: null });
    const result = await replaceSlideshowLink();
    if (result.ok) {
      setLink(new URL(result.value.url, window.location.origin).href);
      setReplacing(null);
      setNotice({ kind: "success", text: SLIDESHOW_LINK_MESSAGES.replaced });
    } else if (isSessionEnded(result)) {
      onSessionEnded();
    } else {
      setReplacing({ busy: false, error: actionFailureMessage(result) });
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
        <button
          type="button"
          onClick={() => setReplacing({ busy: false, error: null })}
          disabled={!link}
          className={BUTTON.secondary}
        >
          Replace slideshow link
        </button>
        <a href={PRINT_POSTER_HASH} className={BUTTON.secondary}>
          Print the QR poster
        </a>
      </div>
      <Notice notice={notice} className="mt-3" />
      {replacing ? (
        <ConfirmDialog
          title={SLIDESHOW_LINK_MESSAGES.replaceTitle}
          confirmLabel="Replace link"
          busyLabel="Replacing…"
          busy={replacing.busy}
          error={replacing.error}
          onConfirm={() => void replace()}
          onCancel={() => setReplacing(null)}
        >
          <p>{SLIDESHOW_LINK_MESSAGES.replaceBody}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
