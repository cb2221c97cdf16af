import type { WeddingContent } from "../../../shared/content-schema.ts";
import { coupleNames } from "../../../shared/couple-names.ts";
import { imageUrl } from "../../lib/images.ts";

export function Hero({ content }: { content: WeddingContent }) {
  const { hero } = content;
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative flex min-h-svh flex-col items-center justify-center px-6 pt-20 pb-12 text-center"
    >
      <img
        src={imageUrl(hero.floralImage)}
        alt=""
        width={400}
        height={400}
        className="mb-6 h-40 w-40 sm:h-52 sm:w-52"
      />
      <p className="text-sm tracking-[0.25em] text-brown">{hero.invitationLine}</p>
      <h1 id="home-title" className="my-4 font-serif text-5xl text-ink sm:text-7xl">
        {coupleNames(content)}
      </h1>
      <p className="text-xl text-brown">{hero.datesLabel}</p>
      <p className="mt-1 text-lg text-ink">{hero.placeLabel}</p>
      <a
        href="#rsvp"
        className="mt-8 rounded-full bg-ink px-8 py-3 text-white shadow hover:bg-dusk focus-visible:outline-2"
      >
        RSVP Now
      </a>
    </section>
  );
}
