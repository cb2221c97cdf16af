import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroNames, lettersStyle } from "./hero-names.tsx";

describe("HeroNames", () => {
  const names = "Maria-João & Søren Aurelius";
  const html = renderToString(<HeroNames id="home-title" names={names} />);

  it("keeps every word on one line, so a long name wraps between words, never inside one", () => {
    const words = [
      ...html.matchAll(
        /<span class="whitespace-nowrap">(.*?)<\/span><\/span>(?=<span class="whitespace-nowrap">|<\/span>)/g,
      ),
    ];
    const text = (fragment: string) =>
      fragment
        .replace(/<[^>]+>/g, "")
        .replace(/\u00a0|&nbsp;/g, " ")
        .replace(/&amp;/g, "&");
    expect(words.map((word) => text(`${word[1]}</span>`).trim())).toEqual(["Maria-João", "&", "Søren", "Aurelius"]);
  });

  it("still animates letter by letter, 100 ms apart, and reads as one name", () => {
    const letters = [...html.matchAll(/class="hero-letter hero-letter-(\d+)"/g)].map((match) => Number(match[1]));
    expect(letters).toEqual(Array.from(names, (_, index) => index));
    expect(html).toContain(`<style>${lettersStyle(letters.length)}</style>`);
    expect(html).toContain(`<span class="sr-only">${names.replace("&", "&amp;")}</span>`);
  });
});

describe("lettersStyle", () => {
  /** Letter `index`'s animation: its length, and when (ms) it starts to rise and is up. */
  function timing(css: string, index: number) {
    const keyframes = css.match(new RegExp(`@keyframes letter-in-${index}\\{0%,([\\d.]+)%\\{.*?\\}([\\d.]+)%,100%`));
    const length = css.match(
      new RegExp(`\\.hero-letter-${index}\\{animation:letter-in-${index} (\\d+)ms linear both\\}`),
    );
    const total = Number(length?.[1]);
    const at = (percent: string | undefined) => Math.round((Number(percent) / 100) * total);
    return { total, rises: at(keyframes?.[1]), up: at(keyframes?.[2]) };
  }

  it("raises each letter 100 ms after the one before, over 0.6 s, all ending with the last", () => {
    const css = lettersStyle(4);
    expect([0, 1, 2, 3].map((index) => timing(css, index))).toEqual([
      { total: 900, rises: 0, up: 600 },
      { total: 900, rises: 100, up: 700 },
      { total: 900, rises: 200, up: 800 },
      { total: 900, rises: 300, up: 900 },
    ]);
  });

  it("leaves the letters still for guests who ask for less motion", () => {
    expect(lettersStyle(2)).toMatch(/^@media \(prefers-reduced-motion:no-preference\)\{.*\}$/);
  });
});
