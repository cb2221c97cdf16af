import type { WeddingContent } from "../../../shared/content-schema.ts";
import { coupleNames } from "../../../shared/couple-names.ts";
import { sitePalette } from "../../../shared/palette.ts";
import { Picture } from "../../components/picture.tsx";
import { useWords } from "../../lib/words.tsx";
import { HeroNames } from "./hero-names.tsx";
import { ParticleField } from "./particles/particle-field.tsx";

export function Hero({ content }: { content: WeddingContent }) {
  const words = useWords().words.hero;
  const { hero } = content;
  // The photo's look (its crop, the scrim, light words) is in the published page's head (site-head.ts
  // heroPhotoStyle): a site with flowers sends none of it.
  const { photo } = hero;
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate flex min-h-svh flex-col items-center justify-center overflow-hidden px-6 pt-20 pb-12 text-center"
    >
      {photo ? (
        <>
          {/* The first screen's largest picture: eager and first in line (Picture's priority). In the portrait
              design, under its deeper scrim, a phone takes a variant a little narrower than its screen's device
              pixels: its first view's 160 kB has room for a 640 px photo on Lighthouse's phone, not 960 (ADR 054). */}
          <Picture
            image={photo.image}
            alt={photo.alt}
            sizes={content.site.design === "portrait" ? "(max-width: 40rem) 85vw, 100vw" : "100vw"}
            priority
            className="hero-photo"
          />
          <div aria-hidden="true" className="hero-scrim" />
        </>
      ) : content.site.design === "classic" ? (
        <>
          {/* No particles over a photo: there they read as dust on the names. The other designs draw their own first
              screen (src/client/designs): no particles, no flowers to download. */}
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
      ) : null}
      <p className="text-xs tracking-[0.25em] text-brown sm:text-sm">{hero.invitationLine}</p>
      <HeroNames id="home-title" names={coupleNames(content)} />
      <p className="text-xl text-brown">{hero.datesLabel}</p>
      <p className="mt-1 text-lg text-ink">{hero.placeLabel}</p>
      <a
        href="#rsvp"
        className="mt-8 rounded-full bg-ink px-8 py-3 text-white shadow transition-colors hover:bg-dusk focus-visible:outline-2 focus-visible:outline-offset-2 print:hidden"
      >
        {words.rsvpNow}
      </a>
    </section>
  );
}
