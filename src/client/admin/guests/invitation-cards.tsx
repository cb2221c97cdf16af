import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { CARD_FONTS_STYLESHEET } from "../../../shared/admin-api.ts";
import type { GuestList, InvitationCardContent } from "../../../shared/household-schemas.ts";
import { actionFailureMessage, isSessionEnded } from "../admin-messages.ts";
import { Notice } from "../notice.tsx";
import { BUTTON } from "../ui.ts";
import { absoluteLink, countLabel } from "./guest-list.ts";
import { getGuestList, getInvitationCardContent } from "./guest-list-client.ts";
import { cardColours, cardInLanguage, InvitationCard } from "./invitation-card.tsx";

/** The printable sheet lives at /admin#print-cards: a page of its own, without the admin's header. */
export const PRINT_CARDS_HASH = "#print-cards";
const BACK_HASH = "#guests";

/**
 * The papers the cards print on: six to an A4 sheet with cut lines (margins for the printer), or one card
 * filling each A5 or A6 page. @page cannot follow a class, so the chosen size's rule is the page's own <style>.
 */
export const CARD_PAPERS = [
  {
    key: "a4",
    label: "Six on an A4",
    sentence: "six to an A4 sheet",
    page: "@page { size: A4 portrait; margin: 10mm; }",
  },
  { key: "a5", label: "A5", sentence: "one to an A5 page", page: "@page { size: A5 portrait; margin: 0; }" },
  // In millimetres: Chromium's @page knows A5 but not A6 by name (it prints a Letter page instead).
  { key: "a6", label: "A6", sentence: "one to an A6 page", page: "@page { size: 105mm 148mm; margin: 0; }" },
] as const;
type CardPaper = (typeof CARD_PAPERS)[number];

type Load =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "loaded"; list: GuestList; content: InvitationCardContent };

/**
 * Invitation cards to print (admin.css, "Invitation cards"): one per household, in its language, in the couple's type and
 * colours, listing the household's own events with their days, times and places, and the QR code of its
 * personal link. The events' places come from the admin API, not the admin's code; the couple's faces load
 * on this page alone.
 */
export function InvitationCards({ onSessionEnded }: { onSessionEnded(): void }) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [paper, setPaper] = useState<CardPaper>(CARD_PAPERS[0]);
  useCardFonts();
  const sheet = useRef<HTMLUListElement>(null);
  const paperName = useId();

  useEffect(() => {
    let current = true;
    void Promise.all([getGuestList(), getInvitationCardContent()]).then(([list, content]) => {
      if (!current) return;
      if (list.ok && content.ok) return setLoad({ kind: "loaded", list: list.value, content: content.value });
      const failure = !list.ok ? list : !content.ok ? content : null;
      if (!failure) return;
      if (isSessionEnded(failure)) onSessionEnded();
      else setLoad({ kind: "failed", message: actionFailureMessage(failure) });
    });
    return () => {
      current = false;
    };
  }, [onSessionEnded]);

  useFitToCards(sheet);

  const households = load.kind === "loaded" ? load.list.households : [];
  return (
    <>
      <header className="print:hidden border-b border-ink/10 bg-white/90">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <h1 className="font-serif text-2xl text-ink">Invitation cards</h1>
            <p className="text-sm text-ink/80">
              {load.kind === "loaded"
                ? `${countLabel(households.length, "card", "cards")}, one per household, printed ${paper.sentence}.`
                : "Loading…"}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
              <legend className="sr-only">Paper size</legend>
              {CARD_PAPERS.map((each) => (
                <label key={each.key} className="flex min-h-11 cursor-pointer items-center gap-1.5">
                  <input
                    type="radio"
                    name={paperName}
                    value={each.key}
                    checked={paper.key === each.key}
                    onChange={() => setPaper(each)}
                    className="h-4 w-4 accent-ink"
                  />
                  {each.label}
                </label>
              ))}
            </fieldset>
            <a href={BACK_HASH} className={BUTTON.secondary}>
              Back to the guest list
            </a>
            <button
              type="button"
              className={BUTTON.primary}
              disabled={households.length === 0}
              // A face still arriving would print as a blank (font-display: block): wait for them.
              onClick={() => void document.fonts.ready.then(() => window.print())}
            >
              Print
            </button>
          </div>
        </div>
      </header>
      {/* The chosen paper: after admin.css, so its @page wins. */}
      <style>{paper.page}</style>
      <main className="mx-auto max-w-6xl px-4 py-6 print:m-0 print:max-w-none print:p-0">
        {load.kind === "failed" ? <Notice notice={{ kind: "error", text: load.message }} /> : null}
        {load.kind === "loaded" && households.length === 0 ? (
          <p className="text-ink/70">No households yet: add them in the guest list first.</p>
        ) : null}
        <ul
          ref={sheet}
          aria-label="Invitation cards"
          data-paper={paper.key}
          className="invitation-sheet"
          style={load.kind === "loaded" ? cardColours(load.content) : undefined}
        >
          {load.kind === "loaded"
            ? households.map((household) => {
                const card = cardInLanguage(load.content, household);
                return card ? (
                  <li key={household.id} className="invitation-card">
                    <InvitationCard
                      household={household}
                      texts={card.texts}
                      language={card.language}
                      url={absoluteLink(load.list.origin, window.location.origin, household.link)}
                    />
                  </li>
                ) : null;
              })
            : null}
        </ul>
      </main>
    </>
  );
}

/**
 * The couple's faces for the cards (CARD_FONTS_STYLESHEET, published with the content), linked when this page
 * first opens and kept: the admin's first load stays as it was. Without them the cards keep the fallback faces
 * named in the same stacks.
 */
function useCardFonts(): void {
  useEffect(() => {
    if (document.head.querySelector(`link[href="${CARD_FONTS_STYLESHEET}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = CARD_FONTS_STYLESHEET;
    document.head.append(link);
  }, []);
}

/** The smallest the cards' type may become to fit a card (a long name, five events), as a share of its own size. */
const MIN_FIT = 0.55;
const FIT_STEP = 0.04;

/**
 * Shrinks each card's type (its --fit, admin.css) until the card holds everything: every size on a card is a
 * share of its width (cqw), so a card that fits on screen fits on its paper too. After every render (the
 * list, the paper or the faces changed), and again when a face arrives.
 */
function useFitToCards(sheet: RefObject<HTMLUListElement | null>) {
  useLayoutEffect(() => {
    const fitCards = () => {
      for (const card of sheet.current?.querySelectorAll<HTMLElement>(".invitation-card") ?? []) {
        const frame = card.firstElementChild;
        if (!(frame instanceof HTMLElement)) continue;
        let scale = 1;
        card.style.setProperty("--fit", "1");
        while (frame.scrollHeight > frame.clientHeight + 1 && scale > MIN_FIT) {
          scale = Math.max(MIN_FIT, scale - FIT_STEP);
          card.style.setProperty("--fit", scale.toFixed(2));
        }
      }
    };
    fitCards();
    // Printing lays the cards out again at the paper's size: the same proportions, fitted once more.
    const print = window.matchMedia?.("print");
    document.fonts?.addEventListener("loadingdone", fitCards);
    window.addEventListener("resize", fitCards);
    print?.addEventListener("change", fitCards);
    return () => {
      document.fonts?.removeEventListener("loadingdone", fitCards);
      window.removeEventListener("resize", fitCards);
      print?.removeEventListener("change", fitCards);
    };
  });
}
