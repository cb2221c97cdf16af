import type { WeddingContent } from "../../../shared/content-schema.ts";
import { CALENDAR_FILE } from "../../../shared/site-files.ts";
import { ExternalLink } from "../../components/external-link.tsx";
import { track } from "../../lib/analytics.ts";
import { directionsUrl, googleCalendarUrl, mapEmbedUrl } from "../../lib/links.ts";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

export function FindUs({ content }: { content: WeddingContent }) {
  const mapEvent = content.events.find((event) => event.id === content.findUs.mapEventId) ?? content.events[0];
  return (
    <section id="FindUs" aria-labelledby="find-us-title" className="scroll-mt-16 px-4 py-20">
      <h2 id="find-us-title" className="text-center font-serif text-4xl text-ink sm:text-5xl">
        {content.findUs.heading}
      </h2>
      <div className="mx-auto mt-10 grid max-w-5xl items-start gap-8 md:grid-cols-2">
        <div className="overflow-hidden rounded-2xl bg-powder/50 shadow-sm ring-1 ring-ink/10">
          {mapEvent ? (
            <iframe
              title={`Map of ${mapEvent.venue.name}, ${mapEvent.venue.address}`}
              src={mapEmbedUrl(mapEvent.venue.address)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="aspect-[4/3] h-auto w-full border-0"
            />
          ) : null}
        </div>
        <div className="text-center md:text-left">
          <ul className="space-y-2 text-lg text-ink">
            {content.findUs.eventText.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
            {mapEvent ? (
              <ExternalLink
                href={directionsUrl(mapEvent.venue.address)}
                label="get_directions"
                className={`${BUTTON} bg-ink text-white hover:bg-dusk`}
              >
                Get Directions
              </ExternalLink>
            ) : null}
            <ExternalLink
              href={googleCalendarUrl(content)}
              label="add_to_calendar"
              className={`${BUTTON} border border-ink text-ink hover:bg-ink hover:text-white`}
            >
              Add to Calendar
            </ExternalLink>
            <a
              href={`/${CALENDAR_FILE}`}
              download
              // Adding to Apple Calendar or Outlook is an add-to-calendar click too.
              onClick={() => track.externalLinkClick("download_ics", `/${CALENDAR_FILE}`)}
              className={`${BUTTON} border border-ink text-ink hover:bg-ink hover:text-white`}
            >
              Download .ics<span className="sr-only"> calendar file for Apple Calendar and Outlook</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
