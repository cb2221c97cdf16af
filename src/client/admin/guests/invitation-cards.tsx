import { useEffect, useState } from "react";
import type { GuestList } from "../../../shared/household-schemas.ts";
import { QrCode } from "../../components/qr-code.tsx";
import { actionFailureMessage, isSessionEnded } from "../admin-messages.ts";
import { Notice } from "../notice.tsx";
import { ADMIN_SITE } from "../site.ts";
import { BUTTON } from "../ui.ts";
import { absoluteLink, countLabel, shortLink } from "./guest-list.ts";
import { getGuestList } from "./guest-list-client.ts";

/** The printable sheet lives at /admin#print-cards: a page of its own, without the admin's header. */
export const PRINT_CARDS_HASH = "#print-cards";
const BACK_HASH = "#guests";

type Load = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "loaded"; list: GuestList };

/**
 * Invitation cards to print on A4 (admin.css, @media print): one per
 * household with the couple's names, the household's name, the QR code of
 * its personal link and the link itself, for guests who get theirs on paper.
 */
export function InvitationCards({ onSessionEnded }: { onSessionEnded(): void }) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    void getGuestList().then((result) => {
      if (!current) return;
      if (result.ok) setLoad({ kind: "loaded", list: result.value });
      else if (isSessionEnded(result)) onSessionEnded();
      else setLoad({ kind: "failed", message: actionFailureMessage(result) });
    });
    return () => {
      current = false;
    };
  }, [onSessionEnded]);

  const households = load.kind === "loaded" ? load.list.households : [];
  return (
    <>
      <header className="print:hidden border-b border-ink/10 bg-white/90">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <h1 className="font-serif text-2xl text-ink">Invitation cards</h1>
            <p className="text-sm text-ink/80">
              {load.kind === "loaded"
                ? `${countLabel(households.length, "card", "cards")}, one per household, to print on A4.`
                : "Loading…"}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={BACK_HASH} className={BUTTON.secondary}>
              Back to the guest list
            </a>
            <button
              type="button"
              className={BUTTON.primary}
              disabled={households.length === 0}
              onClick={() => window.print()}
            >
              Print
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6 print:m-0 print:max-w-none print:p-0">
        {load.kind === "failed" ? <Notice notice={{ kind: "error", text: load.message }} /> : null}
        {load.kind === "loaded" && households.length === 0 ? (
          <p className="text-ink/70">No households yet: add them in the guest list first.</p>
        ) : null}
        <ul aria-label="Invitation cards" className="invitation-sheet">
          {load.kind === "loaded"
            ? households.map((household) => {
                const url = absoluteLink(load.list.origin, window.location.origin, household.link);
                return (
                  <li key={household.id} className="invitation-card">
                    <p className="text-xs tracking-[0.2em] text-dusk uppercase">The wedding of</p>
                    <p className="mt-1 font-serif text-2xl leading-tight text-ink">{ADMIN_SITE.coupleNames}</p>
                    <p className="mt-3 text-sm text-ink/80">A personal invitation for</p>
                    <p className="font-serif text-lg leading-snug break-words text-ink">{household.displayName}</p>
                    <QrCode
                      text={url}
                      label={`QR code of the invitation link for ${household.displayName}`}
                      className="mx-auto mt-3 h-[38mm] w-[38mm]"
                    />
                    <p className="mt-2 text-xs text-ink/80">Scan to answer, or open</p>
                    <p className="font-mono text-[0.7rem] break-all text-ink">{shortLink(url)}</p>
                  </li>
                );
              })
            : null}
        </ul>
      </main>
    </>
  );
}
