import type { ReactNode } from "react";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { fill } from "../../../shared/words/words.ts";
import { CardFlower } from "../../components/card-flower.tsx";
import { ExternalLink } from "../../components/external-link.tsx";
import { Picture } from "../../components/picture.tsx";
import { directionsUrl } from "../../lib/links.ts";
import { useWords } from "../../lib/words.tsx";
import { InfoIcon } from "./info-icons.tsx";

const CARD = "card reveal rounded-2xl p-6";
const ICON_LINE = "flex items-center gap-2";

/**
 * Rows of cards that look laid out for their number: one card centred, two
 * or four in pairs, otherwise threes with a short last row centred. Both rows
 * (events, then the notes) share the wider one's width, so their edges line up.
 */
const ROW_WIDTHS = { 1: "max-w-md", 2: "max-w-3xl", 3: "max-w-5xl" } as const;
const CARD_WIDTHS = {
  1: "w-full max-w-md",
  2: "w-full md:w-[calc(50%-0.75rem)]",
  3: "w-full md:w-[calc(33.333%-1rem)]",
} as const;

export function rowColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  return count === 2 || count === 4 ? 2 : 3;
}

export function WeddingInfo({ content }: { content: WeddingContent }) {
  const words = useWords().words.weddingInfo;
  const { events, beveragesNote, gifts, theme } = content;
  const flower = content.hero.floralImage;
  const eventColumns = rowColumns(events.length);
  const extras: { key: string; card: ReactNode }[] = [];
  if (beveragesNote) {
    extras.push({
      key: "beverages",
      card: (
        <>
          <h3 className={`${ICON_LINE} font-serif text-xl text-ink`}>
            <InfoIcon name="glass" className="text-brown" />
            {words.beverages}
          </h3>
          <p className="mt-2 text-ink">{beveragesNote}</p>
        </>
      ),
    });
  }
  if (gifts) {
    extras.push({
      key: "gifts",
      card: (
        <>
          <h3 className={`${ICON_LINE} font-serif text-xl text-ink`}>
            <InfoIcon name="gift" className="text-brown" />
            {gifts.heading}
          </h3>
          <p className="mt-2 text-ink">{gifts.note}</p>
          {gifts.stores.length > 0 ? (
            <p className="mt-1 text-ink/80">{fill(words.stores, { stores: gifts.stores.join(", ") })}</p>
          ) : null}
        </>
      ),
    });
  }
  if (theme.name || theme.paletteImage || theme.colours.length > 0) {
    extras.push({
      key: "theme",
      card: (
        <>
          <h3 className="font-serif text-xl text-ink">{theme.heading}</h3>
          {theme.name ? <p className="mt-2 text-ink">{theme.name}</p> : null}
          {theme.paletteImage ? (
            <Picture
              image={theme.paletteImage}
              alt={fill(words.paletteNamed, { colours: theme.colours.map((colour) => colour.name).join(", ") })}
              sizes="(min-width: 768px) 20rem, 90vw"
              className="mt-3 h-auto w-full"
            />
          ) : theme.colours.length > 0 ? (
            // No picture of the palette: the colours themselves, named.
            <ul aria-label={words.palette} className="mt-3 flex flex-wrap justify-center gap-2">
              {theme.colours.map((colour) => (
                <li key={`${colour.name}${colour.hex}`} className="flex w-14 flex-col items-center gap-1 text-center">
                  <span
                    className="h-11 w-11 rounded-xl shadow-sm ring-1 ring-ink/10"
                    style={{ backgroundColor: colour.hex }}
                  />
                  <span className="text-xs leading-tight text-ink/80">{colour.name}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    });
  }
  const extraColumns = rowColumns(extras.length);
  const rowWidth = ROW_WIDTHS[extras.length > 0 && extraColumns > eventColumns ? extraColumns : eventColumns];

  return (
    <section
      id="wedding-info"
      aria-labelledby="wedding-info-title"
      className="band band-mist scroll-mt-16 px-4 py-20 sm:py-24"
    >
      <h2 id="wedding-info-title" className="flourish mb-12 text-center font-serif text-4xl text-ink sm:text-5xl">
        {words.heading}
      </h2>
      <ul className={`mx-auto flex flex-wrap justify-center gap-6 ${rowWidth}`}>
        {events.map((event) => (
          <li key={event.id} className={`${CARD} flex flex-col ${CARD_WIDTHS[eventColumns]}`}>
            <CardFlower image={flower} />
            <h3 className="font-serif text-2xl text-ink">{event.title}</h3>
            <p className="mt-2 font-semibold text-brown">{event.dayLabel}</p>
            <p className={`${ICON_LINE} text-brown`}>
              <InfoIcon name="clock" />
              {event.timeLabel}
            </p>
            <div className="mt-3 flex gap-2">
              <InfoIcon name="place" className="mt-[0.2em] text-brown" />
              <div className="min-w-0">
                {event.venue.name !== event.title ? <p className="font-medium text-ink">{event.venue.name}</p> : null}
                <address className="text-ink/80 not-italic">{event.venue.address}</address>
              </div>
            </div>
            {event.venue.directionsHint ? (
              <p className="mt-2 text-sm text-ink/80">{fill(words.hint, { hint: event.venue.directionsHint })}</p>
            ) : null}
            {event.description ? <p className="mt-2 text-ink">{event.description}</p> : null}
            <ExternalLink
              href={directionsUrl(event.venue.address)}
              label={`directions_${event.id}`}
              className="mt-5 inline-flex min-h-11 items-center self-start rounded-full border border-ink px-5 py-2 text-ink transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 print:hidden"
            >
              {words.directions}
              <span className="sr-only">{fill(words.directionsHidden, { venue: event.venue.name })}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      {extras.length > 0 ? (
        <div className={`mx-auto mt-6 flex flex-wrap justify-center gap-6 ${rowWidth}`}>
          {extras.map(({ key, card }) => (
            <div key={key} className={`${CARD} ${CARD_WIDTHS[extraColumns]}`}>
              <CardFlower image={flower} />
              {card}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
