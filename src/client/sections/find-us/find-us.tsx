import type { WeddingContent } from "../../../shared/content-schema.ts";
import { directionsUrl, googleCalendarUrl } from "../../lib/links.ts";

export function FindUs({ content }: { content: WeddingContent }) {
  const mapEvent = content.events.find((event) => event.id === content.findUs.mapEventId);
  return (
    <section id="FindUs" aria-labelledby="find-us-title" className="scroll-mt-16 px-4 py-20 text-center">
      <h2 id="find-us-title" className="font-serif text-4xl text-ink">
        Find Us &amp; Save the Date
      </h2>
      <ul className="mx-auto mt-6 max-w-xl space-y-1 text-ink">
        {content.findUs.eventText.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {mapEvent ? (
          <a
            className="rounded-full bg-ink px-6 py-3 text-white"
            href={directionsUrl(mapEvent.venue.address)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        <a
          className="rounded-full border border-ink px-6 py-3 text-ink"
          href={googleCalendarUrl(content)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Add to Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
