import { css } from "./css.ts";

/**
 * Portrait (ADR 054): the couple's photo fills the first screen, edge to edge, their names set large and low
 * over it like a magazine cover; the rest of the page is editorial, in the same voice: the display face large
 * and italic, dark bands that carry on from the photo, flat white prints on the page's paper, fine rules.
 * Without a photo the first screen is the couple's own colours, deep enough for the same white words.
 *
 * Published only for a site in this design (design-style.ts), after the page's stylesheet: unlayered, so these
 * rules win over Tailwind's utilities. Colours are the theme's variables; every pair used here is one the
 * content check holds readable (text on white and on the background, white on text and on the accent).
 */
export const PORTRAIT = css`

/* The menu bar: a dark strip over the photo, the initials and the menu button white on it. */
header {
  background: color-mix(in oklab, var(--color-ink) 78%, black);
  -webkit-backdrop-filter: none;
  backdrop-filter: none;
}
header nav > a,
header nav > div > button {
  color: #fff;
}
header nav > div > button:hover {
  background: color-mix(in oklab, var(--color-ink) 55%, black);
}

/* ---- The first screen ---- */
#home {
  justify-content: flex-end;
  padding-bottom: max(3.5rem, 9svh);
  /* No photo: the couple's colours, deepest where the words are. */
  background:
    radial-gradient(120% 70% at 50% 18%, color-mix(in oklab, var(--color-dusk) 70%, black), transparent 70%),
    linear-gradient(
      to bottom,
      color-mix(in oklab, var(--color-ink) 80%, black),
      color-mix(in oklab, var(--color-ink) 55%, black)
    );
}
/* A household's page opens on its greeting and the first screen gives up its full height: the frame follows. */
.household-greeting ~ #root #home::after {
  top: 0.75rem;
}
/* Over a photo: clear where the faces usually are, deep where the words are (white on it stays above 4.5:1). */
.hero-scrim {
  --shade: color-mix(in oklab, var(--color-ink) 35%, black);
  background: linear-gradient(
    to bottom,
    color-mix(in oklab, var(--shade) 25%, transparent) 0%,
    color-mix(in oklab, var(--shade) 12%, transparent) 28%,
    color-mix(in oklab, var(--shade) 62%, transparent) 58%,
    color-mix(in oklab, var(--shade) 82%, transparent) 100%
  );
}
/* A fine frame inside the first screen's edges, like a print's border. */
#home::after {
  content: "";
  position: absolute;
  inset: 4.25rem 0.75rem 0.75rem;
  z-index: -1;
  border: 1px solid rgb(255 255 255 / 0.35);
  pointer-events: none;
}
#home > :is(p, h1) {
  color: #fff;
  text-shadow: 0 1px 14px rgb(0 0 0 / 0.35);
}
#home > p:first-of-type {
  font-size: 0.75rem;
  letter-spacing: 0.32em;
  max-width: 36rem;
}
#home .hero-names {
  /* As large as the longest word allows on this screen (--name-letters: design-style.ts). */
  font-size: min(9rem, calc((100vw - 3rem) / var(--name-letters, 8) / var(--name-width, 0.6)));
  font-style: italic;
  line-height: 0.95;
  margin-block: 1rem 1.25rem;
}
#home > p:nth-of-type(2) {
  font-family: var(--font-serif);
  font-size: 1.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid rgb(255 255 255 / 0.6);
}
#home > p:nth-of-type(3) {
  font-size: 0.875rem;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  margin-top: 0.5rem;
}
#home a[href="#rsvp"] {
  background: #fff;
  color: var(--color-ink);
  border-radius: 0;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  font-size: 0.8125rem;
  padding: 0.9rem 2.25rem;
}
#home a[href="#rsvp"]:hover {
  background: var(--color-sand);
}

/* The upload button's ring in the regular weight: its bold was the first screen's only use of the text face's
   bold, 9 kB the photo needs more (ADR 054). */
.floating-ring text {
  font-weight: 400;
  fill: #fff;
}

/* ---- The countdown: a dark band carrying on from the photo, the numbers in the display face ---- */
#home + section {
  background: color-mix(in oklab, var(--color-ink) 78%, black);
  padding-block: 2.5rem 1rem;
}
#home + section li > span:first-child {
  font-style: italic;
  font-size: clamp(2.5rem, 11vw, 4.5rem);
  line-height: 1.1;
}
#home + section li > span:last-child,
#home + section .countdown-line {
  color: var(--color-sand);
}

/* ---- Sections: an editorial heading, a short rule above it, large and italic ---- */
main h2 {
  font-style: italic;
}
main h2::before {
  content: "";
  display: block;
  width: 2.5rem;
  height: 1px;
  margin: 0 auto 1.25rem;
  background: currentColor;
}
.flourish::after {
  display: none;
}
.band,
#rsvp {
  background: none;
}
body {
  background: color-mix(in oklab, var(--color-sand) 70%, white);
}

/* Cards are prints: square, white, lying flat on the page with a soft shadow under them. */
.card,
#rsvp > div,
#guest-moments > div,
.milestone > article {
  border-radius: 2px;
  background: #fff;
  box-shadow:
    0 0 0 1px color-mix(in oklab, var(--color-ink) 8%, transparent),
    0 18px 36px -22px rgb(0 0 0 / 0.45);
}
.card-flower,
.milestone-flower {
  display: none;
}
.card h3,
#rsvp h3 {
  font-style: italic;
}
#wedding-info li.card > h3 {
  font-size: 1.875rem;
  padding-bottom: 0.5rem;
  border-bottom: 1px solid color-mix(in oklab, var(--color-ink) 20%, transparent);
}
main .rounded-full {
  border-radius: 0;
}

/* ---- The gallery: the couple's pictures on a dark wall, like the first screen ---- */
#gallery {
  background: color-mix(in oklab, var(--color-ink) 78%, black);
}
#gallery > h2,
#gallery p {
  color: #fff;
}
#gallery img {
  border-radius: 2px;
}
#gallery fieldset > div,
#gallery button.h-11 {
  background: #fff;
}

/*
 * The text face's bold stays out of the first view (the browser fetches a face for the words of every section
 * as the page loads, even those it lays out later): the story's titles are set in the display face, italic,
 * the events' days in spaced capitals.
 */
#our-story li.milestone h3,
#wedding-info .font-semibold {
  font-weight: 400;
}
/* The RSVP's deadline: emphasis in the display face, italic, not bold (its section is styled as the page loads). */
#rsvp strong {
  font-family: var(--font-serif);
  font-size: 1.2em;
  font-style: italic;
  font-weight: 400;
}
#our-story li.milestone h3 {
  font-family: var(--font-serif);
  font-style: italic;
  font-size: 1.625rem;
  line-height: 1.2;
}
#wedding-info li.card > h3 + p {
  margin-top: 0.75rem;
  font-size: 0.875rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
}

/* The story: white prints on the timeline, each year large and italic in the display face. */
.milestone > article {
  /* biome-ignore lint/complexity/noImportantStyles: each milestone's own gradient is set inline (our-story.tsx). */
  background-image: none !important;
}
#our-story article > p:first-of-type {
  font-size: 3rem;
  font-style: italic;
  line-height: 1;
  color: var(--color-brown);
}
#our-story ol::before {
  background: color-mix(in oklab, var(--color-ink) 35%, transparent);
  width: 1px;
}

/* ---- The footer: the back cover, dark, the names large and italic ---- */
footer {
  background: color-mix(in oklab, var(--color-ink) 78%, black);
  color: var(--color-sand);
  padding-block: 4rem;
}
footer > p:first-child {
  font-size: clamp(2.5rem, 10vw, 4.5rem);
  font-style: italic;
  line-height: 1.05;
}
footer > p:first-child::after {
  content: "";
  display: block;
  width: 2.5rem;
  height: 1px;
  margin: 1.5rem auto 0;
  background: rgb(255 255 255 / 0.6);
}
`;
