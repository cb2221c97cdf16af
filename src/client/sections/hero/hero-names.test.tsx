import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroNames } from "./hero-names.tsx";

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
    expect(html.match(/class="hero-letter"/g)).toHaveLength(Array.from(names).length);
    expect(html).toContain(`animation-delay:${(Array.from(names).length - 1) * 100}ms`);
    expect(html).toContain(`<span class="sr-only">${names.replace("&", "&amp;")}</span>`);
  });
});
