import { css } from "./css.ts";

/**
 * Monogram (ADR 054): a printed invitation. The couple's initials as a crest in two fine rings (--monogram, from
 * couple.initials: design-style.ts), paper with a faint grain under the whole page, fine double rules framing
 * every card, the display face in spaced capitals, and the crest's letters again between the rules under each
 * heading and above the names at the foot of the page.
 *
 * Published only for a site in this design (design-style.ts), after the page's stylesheet: unlayered, so these
 * rules win over Tailwind's utilities. Colours are the theme's variables; every pair used here is one the
 * content check holds readable (text and earth on the background; text on white).
 */
export const MONOGRAM = css`

/* The paper: the couple's background with a faint grain, drawn by the browser from a tiny SVG (no download). */
body {
  background-color: var(--color-sand);
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='180' height='180'%3E%3Cfilter id='p'%3E%3CfeTurbulence type='fractalNoise' baseFrequency='.85' numOctaves='3' stitchTiles='stitch'/%3E%3CfeColorMatrix values='0 0 0 0 .3 0 0 0 0 .25 0 0 0 0 .2 0 0 0 .07 0'/%3E%3C/filter%3E%3Crect width='100%25' height='100%25' filter='url(%23p)'/%3E%3C/svg%3E");
}
header {
  background: color-mix(in oklab, var(--color-sand) 92%, transparent);
  border-bottom: 1px solid color-mix(in oklab, var(--color-brown) 30%, transparent);
}
.band,
#rsvp {
  background: none;
}

/* The display face in spaced capitals (a script face keeps its own letters: --display-case, design-style.ts). */
main h2,
.card h3,
#rsvp h3,
footer > p:first-child {
  text-transform: var(--display-case, uppercase);
  letter-spacing: var(--display-spacing, 0.12em);
}
main h2 {
  font-size: clamp(1.75rem, 7vw, 2.5rem);
}

/* ---- The first screen: the crest, the names, the date between two fine rules ---- */
#home::before {
  content: var(--monogram) / "";
  display: grid;
  place-items: center;
  box-sizing: border-box;
  width: 9.5rem;
  height: 9.5rem;
  margin-bottom: 2rem;
  border-radius: 50%;
  border: 1px solid var(--color-brown);
  /* The second, finer ring inside the first. */
  box-shadow:
    inset 0 0 0 5px var(--color-sand),
    inset 0 0 0 6px color-mix(in oklab, var(--color-brown) 70%, transparent);
  font-family: var(--font-serif);
  font-size: calc(2.75rem * var(--monogram-scale, 1));
  line-height: 1;
  white-space: nowrap;
  color: var(--color-ink);
}
#home > p:first-of-type {
  font-size: 0.75rem;
  letter-spacing: 0.3em;
  max-width: 34rem;
}
#home .hero-names {
  margin-block: 1.25rem;
  font-size: min(4.5rem, calc((100vw - 3rem) / var(--name-letters, 8) / var(--name-width, 0.6)));
}
#home > p:nth-of-type(2) {
  font-family: var(--font-serif);
  font-size: 1.375rem;
  letter-spacing: 0.06em;
  padding: 0.6rem 1.75rem;
  border-block: 1px solid color-mix(in oklab, var(--color-brown) 55%, transparent);
  color: var(--color-ink);
}
#home > p:nth-of-type(3) {
  margin-top: 0.75rem;
  font-size: 0.875rem;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  color: var(--color-brown);
}
#home a[href="#rsvp"],
main .rounded-full {
  border-radius: 0;
}
#home a[href="#rsvp"] {
  letter-spacing: 0.2em;
  text-transform: uppercase;
  font-size: 0.8125rem;
  padding: 0.85rem 2.25rem;
  outline: 1px solid var(--color-ink);
  outline-offset: 3px;
  box-shadow: none;
}

/* ---- The countdown: printed on the paper between double rules ---- */
#home + section {
  background: none;
  color: var(--color-ink);
  margin-inline: auto;
  max-width: 48rem;
  border-block: 3px double color-mix(in oklab, var(--color-brown) 60%, transparent);
  padding-block: 1.75rem 0.5rem;
}
#home + section li > span:first-child {
  font-size: clamp(2.25rem, 10vw, 3.5rem);
}
#home + section li > span:last-child {
  color: var(--color-brown);
}
#home + section .countdown-line {
  color: var(--color-ink);
}

/* Under each heading: a fine rule, the crest's letters, a fine rule. */
.flourish::after,
#rsvp h2::after {
  content: var(--monogram) / "";
  display: block;
  width: max-content;
  height: auto;
  margin: 0.9rem auto 0;
  padding-inline: 3.25rem;
  opacity: 1;
  font-size: 0.9375rem;
  letter-spacing: 0.08em;
  text-transform: none;
  color: var(--color-brown);
  background:
    linear-gradient(currentColor, currentColor) left center / 2.5rem 1px no-repeat,
    linear-gradient(currentColor, currentColor) right center / 2.5rem 1px no-repeat;
}

/* ---- Cards: paper a shade lighter, framed by a double rule, square ---- */
.card,
#rsvp > div,
#guest-moments > div,
.milestone > article {
  border-radius: 0;
  background-color: color-mix(in oklab, white 65%, var(--color-sand));
  border: 1px solid color-mix(in oklab, var(--color-brown) 45%, transparent);
  outline: 1px solid color-mix(in oklab, var(--color-brown) 30%, transparent);
  outline-offset: -6px;
  box-shadow: 0 10px 24px -20px color-mix(in oklab, var(--color-brown) 60%, transparent);
}
.card-flower,
.milestone-flower {
  display: none;
}
#wedding-info li.card {
  text-align: center;
  align-items: center;
}
#wedding-info li.card > :is(p, div) {
  justify-content: center;
}
#wedding-info li.card > a {
  align-self: center;
}
#wedding-info .card h3 {
  justify-content: center;
}

/* The story: cards on the paper, each year in the display face between short rules. */
.milestone > article {
  /* biome-ignore lint/complexity/noImportantStyles: each milestone's own gradient is set inline (our-story.tsx). */
  background-image: none !important;
}
#our-story article > p:first-of-type {
  color: var(--color-brown);
}
#our-story ol::before {
  width: 1px;
  background: color-mix(in oklab, var(--color-brown) 45%, transparent);
}
#our-story li > span[aria-hidden] {
  border-color: var(--color-sand);
  background: var(--color-brown);
  border-radius: 0;
  rotate: 45deg;
}

/* ---- The foot of the page: the crest again on the paper, above the names ---- */
footer {
  background: none;
  color: var(--color-ink);
  border-top: 3px double color-mix(in oklab, var(--color-brown) 60%, transparent);
  margin-inline: 1rem;
}
footer::before {
  content: var(--monogram) / "";
  display: grid;
  place-items: center;
  width: 5.5rem;
  height: 5.5rem;
  margin: 0 auto 1.5rem;
  border-radius: 50%;
  border: 1px solid var(--color-brown);
  box-shadow:
    inset 0 0 0 4px var(--color-sand),
    inset 0 0 0 5px color-mix(in oklab, var(--color-brown) 70%, transparent);
  font-family: var(--font-serif);
  font-size: calc(1.6rem * var(--monogram-scale, 1));
  white-space: nowrap;
}
footer > p:first-child {
  color: var(--color-ink);
}
footer a:hover,
footer button:hover {
  color: var(--color-brown);
}
footer :is(a, button):focus-visible {
  outline-color: var(--color-ink);
}
`;
