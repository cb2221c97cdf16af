import type { WeddingContent } from "../../../shared/content-schema.ts";
import { ExternalLink } from "../../components/external-link.tsx";
import { Picture } from "../../components/picture.tsx";
import { directionsUrl } from "../../lib/links.ts";

const CARD = "rounded-2xl bg-white/90 p-6 shadow-sm ring-1 ring-ink/5";

export function WeddingInfo({ content }: { content: WeddingContent }) {
  return (
    <section id="wedding-info" aria-labelledby="wedding-info-title" className="scroll-mt-16 bg-powder/40 px-4 py-20">
      <h2 id="wedding-info-title" className="mb-10 text-center font-serif text-4xl text-ink sm:text-5xl">
        Wedding Information
      </h2>
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
        {content.events.map((event) => (
          <li key={event.id} className={`${CARD} flex flex-col`}>
            <h3 className="font-serif text-2xl text-ink">{event.title}</h3>
            <p className="mt-2 font-semibold text-brown">{event.dayLabel}</p>
            <p className="text-brown">{event.timeLabel}</p>
            {event.venue.name !== event.title ? <p className="mt-3 font-medium text-ink">{event.venue.name}</p> : null}
            <address className="mt-1 text-ink/80 not-italic">{event.venue.address}</address>
            {event.venue.directionsHint ? (
              <p className="mt-2 text-sm text-ink/80">Hint: {event.venue.directionsHint}</p>
            ) : null}
            {event.description ? <p className="mt-2 text-ink">{event.description}</p> : null}
            <ExternalLink
              href={directionsUrl(event.venue.address)}
              label={`directions_${event.id}`}
              className="mt-5 inline-flex min-h-11 items-center self-start rounded-full border border-ink px-5 py-2 text-ink transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              Directions<span className="sr-only"> to {event.venue.name}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-6 grid max-w-5xl gap-6 md:grid-cols-3">
        <div className={CARD}>
          <h3 className="font-serif text-xl text-ink">Beverages</h3>
          <p className="mt-2 text-ink">{content.beveragesNote}</p>
        </div>
        <div className={CARD}>
          <h3 className="font-serif text-xl text-ink">Gifts</h3>
          <p className="mt-2 text-ink">{content.gifts.note}</p>
          <p className="mt-1 text-ink/80">Suggested stores: {content.gifts.stores.join(", ")}</p>
        </div>
        <div className={CARD}>
          <h3 className="font-serif text-xl text-ink">Weekend Theme</h3>
          <p className="mt-2 text-ink">{content.theme.name}</p>
          <Picture
            image={content.theme.paletteImage}
            alt={`Colour palette: ${content.theme.colours.map((colour) => colour.name).join(", ")}`}
            sizes="(min-width: 768px) 20rem, 90vw"
            className="mt-3 h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
