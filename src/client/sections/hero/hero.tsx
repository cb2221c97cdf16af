import type { WeddingContent } from "../../../shared/content-schema.ts";
import { coupleNames } from "../../../shared/couple-names.ts";
import { sitePalette } from "../../../shared/palette.ts";
import { Picture } from "../../components/picture.tsx";
import { HeroNames } from "./hero-names.tsx";
import { ParticleField } from "./particles/particle-field.tsx";

/** The words' colours: the page's own, or light over the couple's darkened photo (styles.css .hero-scrim). */
const PAGE_TONE = { line: "text-brown", names: "text-ink", dates: "text-brown", place: "text-ink" };
const PHOTO_TONE = { line: "text-white", names: "text-white", dates: "text-white", place: "text-white" };
const BUTTON = "focus-visible:outline-2 focus-visible:outline-offset-2 print:hidden";
const PAGE_BUTTON = `mt-8 rounded-full bg-ink px-8 py-3 text-white shadow transition-colors hover:bg-dusk ${BUTTON}`;
const PHOTO_BUTTON = `mt-8 rounded-full bg-white px-8 py-3 text-ink shadow-lg transition-colors hover:bg-white/85 ${BUTTON}`;
/** The part of the photo kept when the screen crops it. */
const FOCUS = { top: "object-top", center: "object-center", bottom: "object-bottom" } as const;

export function Hero({ content }: { content: WeddingContent }) {
  const { hero } = content;
  const { photo } = hero;
  const tone = photo ? PHOTO_TONE : PAGE_TONE;
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className={`relative isolate flex min-h-svh flex-col items-center justify-center overflow-hidden px-6 pt-20 pb-12 text-center${photo ? " hero-over-photo" : ""}`}
    >
      {photo ? (
        <>
          {/* The first screen's largest picture: eager and first in line (Picture's priority). */}
          <Picture
            image={photo.image}
            alt={photo.alt}
            sizes="100vw"
            priority
            className={`absolute inset-0 -z-20 h-full w-full object-cover ${FOCUS[photo.focus]}`}
          />
          <div aria-hidden="true" className="hero-scrim absolute inset-0 -z-10" />
        </>
      ) : (
        <>
          {/* No particles over a photo: there they read as dust on the names. */}
          <ParticleField colour={sitePalette(content.theme).particle} />
          {hero.floralImage ? (
            <Picture
              image={hero.floralImage}
              alt=""
              sizes="(min-width: 640px) 13rem, 10rem"
              priority
              className="mb-6 h-40 w-40 drop-shadow-sm sm:h-52 sm:w-52"
            />
          ) : null}
        </>
      )}
      <p className={`text-xs tracking-[0.25em] ${tone.line} sm:text-sm`}>{hero.invitationLine}</p>
      <HeroNames id="home-title" names={coupleNames(content)} colour={tone.names} />
      <p className={`text-xl ${tone.dates}`}>{hero.datesLabel}</p>
      <p className={`mt-1 text-lg ${tone.place}`}>{hero.placeLabel}</p>
      <a href="#rsvp" className={photo ? PHOTO_BUTTON : PAGE_BUTTON}>
        RSVP Now
      </a>
    </section>
  );
}
