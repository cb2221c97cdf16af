import { useId, useState } from "react";
import { QrCode } from "../../components/qr-code.tsx";
import { photosPageUrl } from "../../lib/photos-page-url.ts";
import { useAdminSite } from "../site.ts";
import { BUTTON } from "../ui.ts";
import { POSTER_HINT, POSTER_INVITATION } from "./poster-copy.ts";

/** The printable poster lives at /admin#print-poster: a page of its own, without the admin's header. */
export const PRINT_POSTER_HASH = "#print-poster";
const BACK_HASH = "#photos";

export const POSTER_SIZES = ["A4", "A5"] as const;
type PosterSize = (typeof POSTER_SIZES)[number];

/**
 * A poster for the tables and the bar (admin.css, @media print): the couple's
 * names, a line asking guests for their photos, and the QR code of the
 * photos-only page, on A4 or A5, one page.
 */
export function PhotoPoster() {
  const [size, setSize] = useState<PosterSize>("A4");
  const { origin, coupleNames, datesLabel } = useAdminSite();
  const url = photosPageUrl(origin ?? undefined);
  const sizeName = useId();
  return (
    <>
      <header className="print:hidden border-b border-ink/10 bg-white/90">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <h1 className="font-serif text-2xl text-ink">QR poster</h1>
            <p className="text-sm text-ink/80">Guests scan it to send their photos. One page, to print on A4 or A5.</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <fieldset className="flex items-center gap-3 text-sm text-ink">
              <legend className="sr-only">Paper size</legend>
              {POSTER_SIZES.map((each) => (
                <label key={each} className="flex cursor-pointer items-center gap-1.5">
                  <input
                    type="radio"
                    name={sizeName}
                    value={each}
                    checked={size === each}
                    onChange={() => setSize(each)}
                    className="h-4 w-4 accent-ink"
                  />
                  {each}
                </label>
              ))}
            </fieldset>
            <a href={BACK_HASH} className={BUTTON.secondary}>
              Back to the photos
            </a>
            <button type="button" className={BUTTON.primary} onClick={() => window.print()}>
              Print
            </button>
          </div>
        </div>
      </header>
      {/* The chosen paper: @page cannot follow a class. */}
      <style>{`@page { size: ${size} portrait; margin: 0; }`}</style>
      <main className="px-4 py-6 print:p-0">
        <article aria-label={`Poster, ${size}`} data-size={size.toLowerCase()} className="photo-poster">
          <div className="photo-poster-frame">
            <p className="photo-poster-eyebrow">The wedding of</p>
            <p className="photo-poster-names">{coupleNames}</p>
            {datesLabel ? <p className="photo-poster-date">{datesLabel}</p> : null}
            <p className="photo-poster-invitation">{POSTER_INVITATION}</p>
            <p className="photo-poster-hint">{POSTER_HINT}</p>
            <QrCode text={url} label={`QR code of ${url}`} className="photo-poster-qr" />
            <p className="photo-poster-url">{url.replace(/^https?:\/\//, "")}</p>
          </div>
        </article>
      </main>
    </>
  );
}
