import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../shared/colours.ts";
import { DEFAULT_PAGE_COLOURS, type WeddingContent } from "../../shared/content-schema.ts";
import { sitePalette } from "../../shared/palette.ts";
import { SHARE_IMAGE } from "../../shared/site-files.ts";
import { themeStyle } from "../../shared/theme-style.ts";
import { aHeroWithPhoto, aWedding } from "../../testing/content-builders.ts";
import { exampleCouple } from "../../testing/fixture-couples.ts";
import { appIconSvg } from "./app-icons.ts";
import { outlineInitials } from "./lettering.ts";
import { fitLine, renderShareImage } from "./share-image.ts";
import { faviconSvg, headTags, htmlOpenTag } from "./site-head.ts";

/** Measured like the renderer measures: the rendered width of the text at the line's size. */
async function renderedWidth(text: string, size: number, spacing: number): Promise<number> {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const { info } = await sharp({ text: { text: escaped, font: `DejaVu Serif ${size}`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width + spacing * [...text].length;
}

/** A couple unlike the example: other colours, long names with diacritics, another language. */
function anotherCouple(): WeddingContent {
  const content = exampleCouple();
  content.couple.partners = [{ firstName: "Anna-Sophie Maximiliane" }, { firstName: "Bartholomäus Ōkubo-Nkosinathi" }];
  content.couple.initials = "A & B";
  content.site.language = "de";
  content.site.origin = "https://anna-und-bartholomaeus.example";
  content.theme.page = { text: "#2b1d0e", accent: "#7a3b12", soft: "#e9dcc4", earth: "#5b3a1a", background: "#fbf3e4" };
  return content;
}

describe("the share image's text", () => {
  it.each([
    ["a short line at its full size", "Thabo & Lerato", 84, 48],
    ["long names with diacritics", "Anna-Sophie Maximiliane & Bartholomäus Ōkubo-Nkosinathi", 84, 48],
    ["a very long place", "Schloss Elmau, Krün, Garmisch-Partenkirchen, Bavaria, Germany, Europe", 30, 22],
    ["one word longer than the column", "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", 84, 48],
  ])("fits %s inside the 720 px column", async (_label, text, size, minSize) => {
    const lines = await fitLine(text, size, minSize, "#000000");
    expect(lines.map((line) => line.text).join(" ")).toBe(text);
    for (const line of lines) {
      expect(line.size).toBeLessThanOrEqual(size);
      expect(await renderedWidth(line.text, line.size, line.spacing)).toBeLessThanOrEqual(724);
    }
  });

  it("keeps a line that fits whole, at the size asked", async () => {
    expect(await fitLine("Thabo & Lerato", 84, 48, "#000000")).toEqual([
      { text: "Thabo & Lerato", size: 84, fill: "#000000", spacing: 0 },
    ]);
  });
});

describe("the couple's colours and language everywhere", () => {
  const content = anotherCouple();
  const example = sitePalette(exampleCouple().theme);
  const theirs = sitePalette(content.theme);
  const exampleOnly = [example.text, example.accent, example.line, example.earth, example.particle].filter(
    (colour) => !Object.values(theirs).includes(colour),
  );

  it("draws the icons and the page's colour variables from their palette, none of the example's", async () => {
    const initials = await outlineInitials(content);
    for (const output of [faviconSvg(content, initials), appIconSvg(content, initials), themeStyle(content)]) {
      for (const colour of exampleOnly) expect(output).not.toContain(colour);
    }
    expect(faviconSvg(content, initials)).toContain(theirs.accent);
    expect(themeStyle(content)).toContain(`--color-dusty:${theirs.line}`);
  });

  it("speaks their language and gives link previews absolute addresses", () => {
    expect(htmlOpenTag(content)).toBe('<html lang="de">');
    const head = headTags(content);
    expect(head).toContain('<meta property="og:url" content="https://anna-und-bartholomaeus.example/">');
    expect(head).toContain(
      '<meta property="og:image" content="https://anna-und-bartholomaeus.example/share-image.png">',
    );
  });
});

describe("the share image over the couple's hero photo", () => {
  /** A portrait photo, red above and white below: which half shows tells where it was cropped. */
  async function redOverWhite(): Promise<Buffer> {
    const half = (background: string) =>
      sharp({ create: { width: 300, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    return sharp({ create: { width: 300, height: 600, channels: 3, background: "#ffffff" } })
      .composite([{ input: await half("#ff0000"), top: 0, left: 0 }])
      .jpeg()
      .toBuffer();
  }

  async function drawn(focus: "top" | "bottom", page: WeddingContent["theme"]["page"] = DEFAULT_PAGE_COLOURS) {
    const photo = await redOverWhite();
    const content = aWedding({ hero: aHeroWithPhoto({ image: "us.jpg", focus }), theme: { page } });
    const read: string[] = [];
    const png = await renderShareImage(content, {
      list: () => ["us.jpg"],
      read: async (name) => {
        read.push(name);
        return photo;
      },
    });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * 3;
      return `#${[0, 1, 2].map((channel) => (data[at + channel] ?? 0).toString(16).padStart(2, "0")).join("")}`;
    };
    return { info, read, pixel };
  }

  it("fills the image with the photo, cropped around its focus, and reads no flowers", async () => {
    const redness = (colour: string) =>
      Number.parseInt(colour.slice(1, 3), 16) - Number.parseInt(colour.slice(3, 5), 16);
    const top = await drawn("top");
    expect([top.info.width, top.info.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
    expect(top.read).toEqual(["us.jpg"]);
    expect(redness(top.pixel(10, 10))).toBeGreaterThan(60);
    // The white half, under the scrim's cool dark: no red left.
    expect(redness((await drawn("bottom")).pixel(10, 10))).toBeLessThan(10);
  });

  it("draws over a phone's HEIC photo too", async () => {
    const heic = await readFile(new URL("../../../tests/fixtures/photos/phone-4032x3024.heic", import.meta.url));
    const content = aWedding({ hero: aHeroWithPhoto({ image: "hero/IMG_0001.HEIC", focus: "top" }) });
    const png = await renderShareImage(content, { list: () => ["hero/IMG_0001.HEIC"], read: async () => heic });
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
  });

  it.each([
    ["the default colours", DEFAULT_PAGE_COLOURS],
    ["the lightest text colour allowed", { ...DEFAULT_PAGE_COLOURS, text: "#767676", background: "#ffffff" }],
  ])("darkens the photo behind the words enough for white text, even over white, with %s", async (_label, page) => {
    const { pixel } = await drawn("bottom", page);
    // Beside the names, at their height: the scrim there is what every line is read on.
    for (const [x, y] of [
      [130, 315],
      [600, 150],
      [1070, 470],
    ] as const) {
      expect(contrastRatio("#ffffff", pixel(x, y))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
