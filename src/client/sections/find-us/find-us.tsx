import { useEffect, useRef, useState } from "react";
import type { CalendarChoice } from "../../../shared/calendar-entries.ts";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { readableGradient } from "../../../shared/palette.ts";
import { CALENDAR_FILE } from "../../../shared/site-files.ts";
import { fill } from "../../../shared/words/words.ts";
import { ExternalLink } from "../../components/external-link.tsx";
import { track } from "../../lib/analytics.ts";
import { directionsUrl, mapEmbedUrl } from "../../lib/links.ts";
import { useWords } from "../../lib/words.tsx";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

export function FindUs({ content }: { content: WeddingContent }) {
  const words = useWords().words.findUs;
  const mapEvent = content.events.find((event) => event.id === content.findUs.mapEventId) ?? content.events[0];
  return (
    <section id="FindUs" aria-labelledby="find-us-title" className="scroll-mt-16 px-4 py-20 sm:py-24">
      <h2 id="find-us-title" className="flourish text-center font-serif text-4xl text-ink sm:text-5xl">
        {content.findUs.heading}
      </h2>
      <div className="mx-auto mt-10 grid max-w-5xl items-start gap-8 md:grid-cols-2">
        <div className="card rounded-2xl print:hidden">
          {mapEvent ? <ConsentedMap venue={mapEvent.venue} colours={content.theme.page} /> : null}
        </div>
        <div className="text-center md:text-left">
          <ul className="space-y-2 text-lg text-ink">
            {content.findUs.eventText.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start print:hidden">
            {mapEvent ? (
              <ExternalLink
                href={directionsUrl(mapEvent.venue.address)}
                label="get_directions"
                className={`${BUTTON} bg-ink text-white hover:bg-dusk`}
              >
                {words.directions}
              </ExternalLink>
            ) : null}
            <AddToCalendar choices={content.calendar.choices} />
            <a
              href={content.calendar.file}
              download
              // Adding to Apple Calendar or Outlook is an add-to-calendar click too. A household's file names its
              // personal link: analytics is told the public file's name only.
              onClick={() => track.externalLinkClick("download_ics", `/${CALENDAR_FILE}`)}
              className={`${BUTTON} border border-ink text-ink hover:bg-ink hover:text-white`}
            >
              {words.download}
              <span className="sr-only">{words.downloadHidden}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

const OUTLINE_BUTTON = `${BUTTON} border border-ink text-ink hover:bg-ink hover:text-white`;

/**
 * Add to Calendar: one link for a one-event wedding; for several events, a
 * disclosure (no script needed) listing one link per event, each its own
 * calendar entry at its own time and place.
 */
function AddToCalendar({ choices }: { choices: readonly CalendarChoice[] }) {
  const words = useWords().words.findUs;
  const [only, ...more] = choices;
  if (only && more.length === 0) {
    return (
      <ExternalLink href={only.href} label="add_to_calendar" className={OUTLINE_BUTTON}>
        {words.addToCalendar}
      </ExternalLink>
    );
  }
  return (
    <details className="group relative">
      <summary
        className={`${OUTLINE_BUTTON} cursor-pointer list-none group-open:bg-ink group-open:text-white [&::-webkit-details-marker]:hidden`}
      >
        {words.addToCalendar}
        <span aria-hidden="true" className="text-xs group-open:rotate-180">
          ▾
        </span>
      </summary>
      {/* Over what follows, as a menu would be: the row of buttons keeps its place while it is open. */}
      <ul className="absolute top-full left-1/2 z-10 mt-2 w-max max-w-[90vw] -translate-x-1/2 rounded-2xl bg-white p-2 text-left shadow-lg md:left-0 md:translate-x-0">
        {choices.map((choice) => (
          <li key={choice.key}>
            <ExternalLink
              href={choice.href}
              label="add_to_calendar"
              className="flex min-h-11 items-center rounded-xl px-4 hover:bg-powder/40"
            >
              {choice.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Google's map loads only after the guest asks for it (decision 16): until
 * then a still card with the venue, so Google learns nothing from a visit.
 */
function ConsentedMap({
  venue,
  colours,
}: {
  venue: { name: string; address: string };
  colours: WeddingContent["theme"]["page"];
}) {
  const words = useWords().words.findUs;
  const [shown, setShown] = useState(false);
  // The couple's background and soft colours (the page's sand and powder), lightened where the venue's words need it.
  const [from, to] = readableGradient([colours.background, colours.soft], [colours.text]);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);
  if (shown) {
    return (
      <iframe
        ref={frameRef}
        title={fill(words.mapTitle, { venue: venue.name, address: venue.address })}
        src={mapEmbedUrl(venue.address)}
        referrerPolicy="no-referrer-when-downgrade"
        className="aspect-[4/3] h-auto w-full border-0"
      />
    );
  }
  return (
    <div
      data-testid="map-placeholder"
      className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 p-6 text-center"
      style={{
        backgroundImage: `radial-gradient(circle at 30% 30%, ${to}, transparent 60%), linear-gradient(135deg, ${from}, ${to})`,
      }}
    >
      <svg
        aria-hidden="true"
        width="36"
        height="36"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        className="text-dusk"
      >
        <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      <p className="font-serif text-xl text-ink">{venue.name}</p>
      <p className="max-w-xs text-sm text-ink">{venue.address}</p>
      <button
        type="button"
        onClick={() => setShown(true)}
        className={`${BUTTON} mt-1 bg-white text-ink shadow-sm ring-1 ring-ink/20 hover:bg-ink hover:text-white`}
      >
        {words.showMap}
        <span className="sr-only">{fill(words.showMapHidden, { venue: venue.name })}</span>
      </button>
      <p className="max-w-xs text-xs text-ink">{words.mapNote}</p>
    </div>
  );
}
