import { css } from "./css.ts";

/**
 * Modern (ADR 054): type is the picture. The text face in heavy weights, set large and tight, flush left; the
 * countdown's and the dates' numbers large; each section numbered over a heavy rule; flat white cards under a
 * thick line; dark and near-white, nothing else. No flowers, no gradients, no ornament.
 *
 * Published only for a site in this design (design-style.ts), after the page's stylesheet: unlayered, so these
 * rules win over Tailwind's utilities. Colours are the theme's variables; every pair used here is one the
 * content check holds readable (text on white and on the background, the background on text, white on text).
 */
export const MODERN = css`

body {
  background: color-mix(in oklab, var(--color-sand) 35%, white);
}
header {
  background: color-mix(in oklab, var(--color-sand) 20%, white);
  border-bottom: 2px solid var(--color-ink);
  -webkit-backdrop-filter: none;
  backdrop-filter: none;
}
header nav > a {
  font-family: var(--font-sans);
  font-weight: 700;
  font-size: 1rem;
  letter-spacing: 0.04em;
}
.band,
#rsvp {
  background: none;
}

/* The faces: every heading in the text face, heavy and tight. */
main :is(h1, h2, h3),
footer > p:first-child {
  font-family: var(--font-sans);
  font-weight: 700;
  letter-spacing: -0.03em;
}

/* ---- The first screen: the names huge, flush left, low on the screen ---- */
#home {
  align-items: flex-start;
  justify-content: flex-end;
  text-align: left;
  padding: 6rem max(1.5rem, calc((100vw - 68rem) / 2)) max(3rem, 8svh);
}
#home > p:first-of-type {
  max-width: 26rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  color: var(--color-ink);
  padding-top: 1rem;
  border-top: 6px solid var(--color-ink);
}
#home .hero-names {
  /* As large as the longest word allows on this screen (--name-letters: design-style.ts). */
  font-size: min(10rem, calc((100vw - 3rem) / var(--name-letters, 8) / var(--name-width, 0.6)));
  line-height: 0.9;
  letter-spacing: -0.02em;
  text-transform: uppercase;
  margin-block: 1.5rem 1.75rem;
}
#home > p:nth-of-type(2) {
  font-size: clamp(1.5rem, 6vw, 2.75rem);
  font-weight: 400;
  letter-spacing: -0.02em;
  line-height: 1.1;
  color: var(--color-ink);
  font-variant-numeric: tabular-nums;
}
#home > p:nth-of-type(3) {
  margin-top: 0.75rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.18em;
  text-transform: uppercase;
}
#home a[href="#rsvp"] {
  margin-top: 2.25rem;
  border-radius: 0;
  box-shadow: none;
  padding: 1rem 2rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  font-size: 0.875rem;
}
/* The first day in large outlined numerals beside the names, on a screen wide enough (--date-numerals: design-style.ts). */
@media (min-width: 64rem) {
  /* The words keep the left of the screen: the numerals have its right. */
  #home .hero-names {
    font-size: min(10rem, calc(min(100vw - 3rem, 68rem) * 0.5 / var(--name-letters, 8) / var(--name-width, 0.6)));
  }
  #home > p,
  #home .hero-names {
    max-width: 50%;
  }
  #home::after {
    content: var(--date-numerals) / "";
    position: absolute;
    right: max(1.5rem, calc((100vw - 68rem) / 2));
    top: 50%;
    translate: 0 -50%;
    z-index: -1;
    white-space: pre;
    text-align: right;
    font-family: var(--font-sans);
    font-weight: 700;
    font-size: min(10rem, 12vw);
    line-height: 0.85;
    letter-spacing: -0.04em;
    font-variant-numeric: tabular-nums;
    color: transparent;
    -webkit-text-stroke: 2px color-mix(in oklab, var(--color-dusk) 55%, transparent);
  }
}
#home a[href="#rsvp"]::after {
  content: "→" / "";
  margin-left: 0.6em;
}
main .rounded-full {
  border-radius: 0;
}

/* ---- The countdown: large numbers, ruled apart, on the couple's darkest colour ---- */
#home + section {
  padding: 3rem 1rem 1.5rem;
}
#home + section ol {
  max-width: 68rem;
  gap: 0;
}
#home + section li {
  text-align: left;
  padding: 0 0.5rem;
  border-left: 1px solid rgb(255 255 255 / 0.35);
}
#home + section li > span:first-child {
  font-family: var(--font-sans);
  font-weight: 700;
  font-size: clamp(2.5rem, 12vw, 7rem);
  letter-spacing: -0.05em;
  line-height: 1;
}
#home + section li > span:last-child {
  letter-spacing: 0.06em;
  font-size: 0.6875rem;
}
#home + section li > span:last-child,
#home + section .countdown-line {
  color: var(--color-sand);
}
#home + section .countdown-line {
  font-family: var(--font-sans);
  font-style: normal;
  max-width: 68rem;
  margin-inline: auto;
  text-align: left;
  padding-inline: 0.75rem;
}

/* ---- Each section: its number (--section-number, counted in design-style.ts) over a heavy rule, the heading flush left ---- */
main section > h2,
#rsvp h2,
#photo-upload h2 {
  text-align: left;
  font-size: clamp(2.5rem, 10vw, 4.5rem);
  line-height: 0.95;
  max-width: 68rem;
  margin-inline: auto;
}
main section > h2::before,
#rsvp h2::before,
#photo-upload h2::before {
  content: var(--section-number, "") / "";
  display: block;
  margin-bottom: 1rem;
  padding-top: 0.75rem;
  border-top: 6px solid var(--color-ink);
  font-size: 0.875rem;
  letter-spacing: 0.1em;
}
/* A heading on a card: the card's own thick line stands for the rule. */
#rsvp h2::before,
#photo-upload h2::before {
  border-top: 0;
  padding-top: 0;
}
#rsvp .text-center,
#photo-upload .text-center {
  text-align: left;
}
.flourish::after {
  display: none;
}
main section > :is(ul, ol, div, p, fieldset) {
  max-width: 68rem;
}
#wedding-info > :is(ul, div),
#FindUs > div {
  justify-content: flex-start;
  margin-inline: auto;
}
#gallery > fieldset {
  justify-content: flex-start;
  max-width: 68rem;
  margin-inline: auto;
}
#gallery > p {
  text-align: left;
  font-style: normal;
  font-family: var(--font-sans);
}

/* ---- Cards: flat and white under a thick line ---- */
.card,
#rsvp > div,
#guest-moments > div,
.milestone > article {
  border-radius: 0;
  background: #fff;
  box-shadow: none;
  border-top: 6px solid var(--color-ink);
}
.card-flower,
.milestone-flower {
  display: none;
}
#wedding-info li.card > h3 {
  font-size: 1.75rem;
}
/* The day, large: the numbers guests look for. */
#wedding-info li.card > h3 + p {
  margin-top: 0.75rem;
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: -0.02em;
  line-height: 1.15;
  color: var(--color-ink);
}
#wedding-info li.card > h3 + p + p {
  font-size: 1.125rem;
  font-weight: 700;
  color: var(--color-ink);
}
#rsvp > div {
  max-width: 44rem;
}
#rsvp :is(input, textarea, select, label) {
  border-radius: 0;
}
#rsvp h2 {
  font-size: clamp(2.25rem, 9vw, 3.75rem);
}

/* The story: each year a large number, the cards flat on a thin line. */
.milestone > article {
  /* biome-ignore lint/complexity/noImportantStyles: each milestone's own gradient is set inline (our-story.tsx). */
  background-image: none !important;
}
#our-story article > p:first-of-type {
  font-family: var(--font-sans);
  font-weight: 700;
  font-size: 3.5rem;
  letter-spacing: -0.05em;
  line-height: 1;
  color: var(--color-ink);
}
#our-story ol::before {
  width: 2px;
  background: var(--color-ink);
}
#our-story li > span[aria-hidden] {
  border-radius: 0;
  border-color: var(--color-ink);
  background: var(--color-ink);
}

/* The gallery's pictures square-cornered. */
#gallery img {
  border-radius: 0;
}

/* ---- The foot of the page: the names large and flush left on the couple's darkest colour ---- */
footer {
  text-align: left;
  color: var(--color-sand);
  padding: 4rem max(1.5rem, calc((100vw - 68rem) / 2));
}
footer > p:first-child {
  font-size: clamp(2.5rem, 11vw, 6rem);
  line-height: 0.95;
  text-transform: uppercase;
  letter-spacing: -0.045em;
}
footer > p:last-child {
  justify-content: flex-start;
}
`;
