import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { publicContent } from "../../content/wedding.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import { slowPhone } from "./slow-phone.ts";
import { openPage } from "./support.ts";

/**
 * The page laid out for every guest on a cheap phone (issue 31, parts 5, 6 and
 * 10): large text on a small screen, words readable on every gradient, and a
 * printed copy. Each test slows the CPU down four times, as a cheap phone is;
 * the network stays fast, since loading is not what these prove.
 */

const UPLOAD_BUTTON = "button[title='Click to upload photos']";

/**
 * A guest's larger default font, set as the browser's own setting sets it
 * (Chrome's Settings › Appearance › Font size), not through the page's CSS.
 * Playwright's element and full-page screenshots put it back to 16 px, so the
 * test that uses it takes none.
 */
async function defaultFontSize(page: Page, pixels: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: pixels, fixed: Math.round((pixels * 13) / 16) } });
}

/** Waits for the page to draw two frames (the observers that move the upload button report in the next one). */
function frames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * What is wrong with the words in view (in the page): the page wider than the
 * screen, and text that sticks out of the screen or out of a box that clips it
 * (overflow hidden, content-visibility). Text in a strip swiped sideways (the
 * gallery's) may lie beside the screen, not above or below its strip. Text
 * meant for screen readers only (clipped to a pixel) is left out.
 */
function wordsOutOfPlace(): string[] {
  const problems: string[] = [];
  const screenWidth = document.documentElement.clientWidth;
  const pageWidth = (document.scrollingElement ?? document.documentElement).scrollWidth;
  if (pageWidth > screenWidth) problems.push(`the page is ${pageWidth} px wide on a ${screenWidth} px screen`);
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}.${String(element.className).split(" ").slice(0, 3).join(".")}`;
  const describe = (element: Element, text: string) => `"${text.slice(0, 40)}" (${name(element)})`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const element = node.parentElement;
    if (!text || !element || element.closest("svg, script, style, noscript, template")) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const ancestors: Element[] = [];
    for (
      let ancestor: Element | null = element;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    )
      ancestors.push(ancestor);
    const screenReadersOnly = ancestors.some((ancestor) => {
      const box = ancestor.getBoundingClientRect();
      return getComputedStyle(ancestor).overflow !== "visible" && (box.width <= 1 || box.height <= 1);
    });
    if (screenReadersOnly) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width === 0 || line.bottom < 0 || line.top > window.innerHeight) continue;
      let swiped = false;
      for (const ancestor of ancestors) {
        const style = getComputedStyle(ancestor);
        const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
        const paintContained = style.contentVisibility === "auto" || /paint|strict|content/.test(style.contain);
        const clipsX = paintContained || (style.overflowX !== "visible" && !scrolls(style.overflowX));
        const clipsY = paintContained || style.overflowY !== "visible";
        const box = ancestor.getBoundingClientRect();
        const inside = {
          left: box.left + ancestor.clientLeft - 1,
          right: box.left + ancestor.clientLeft + ancestor.clientWidth + 1,
          top: box.top + ancestor.clientTop - 1,
          bottom: box.top + ancestor.clientTop + ancestor.clientHeight + 1,
        };
        if (clipsX && !swiped && (line.left < inside.left || line.right > inside.right))
          problems.push(`${describe(element, text)} is cut off at the side by ${name(ancestor)}`);
        if (clipsY && (line.top < inside.top || line.bottom > inside.bottom))
          problems.push(`${describe(element, text)} is cut off above or below by ${name(ancestor)}`);
        if (scrolls(style.overflowX)) swiped = true;
      }
      if (!swiped && (line.left < -1 || line.right > screenWidth + 1))
        problems.push(
          `${describe(element, text)} runs off the screen (${Math.round(line.left)} to ${Math.round(line.right)} px)`,
        );
    }
  }
  return [...new Set(problems)];
}

// The couple's words are what is laid out (a second couple's longer names and places wrap differently): CI runs
// this again with the second couple's content.
test.describe("large text on a small phone", { tag: "@content" }, () => {
  // Reduced motion: cards and the upload button are where they rest at once, not partway through rising in.
  test.use({ reducedMotion: "reduce" });

  test("at 320 px and a 32 px default font: nothing cut off or sideways, the countdown's labels apart, notices in lines, the names clear of the upload button", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 568 });
    await defaultFontSize(page, 32);
    await slowPhone(page, { network: "online", cpu: 4 });
    await openPage(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");

    // The names (and the rest of the invitation on the first screen) never under the upload button, however far the
    // guest has scrolled through the first screen.
    const names = page.getByRole("heading", { level: 1, name: coupleNames(publicContent) });
    await expect(names).toBeVisible();
    const heroHeight = await page.locator("#home").evaluate((hero) => hero.getBoundingClientRect().height);
    for (let y = 0; y <= heroHeight; y += 100) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(page);
      await expect
        .poll(
          () =>
            page.evaluate((selector) => {
              const button = document.querySelector(selector);
              if (!button) return "no upload button";
              if (getComputedStyle(button).visibility === "hidden") return "";
              const box = button.getBoundingClientRect();
              const range = document.createRange();
              const words = [...document.querySelectorAll("#home h1, #home p")].flatMap((element) => {
                range.selectNodeContents(element);
                const text = element.textContent?.trim() ?? "";
                return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => ({ rect, text }));
              });
              const covered = words.filter(
                ({ rect }) =>
                  rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top,
              );
              return covered.map(({ text }) => `"${text}" under the button at scrollY ${window.scrollY}`).join("; ");
            }, UPLOAD_BUTTON),
          { message: "the invitation's first words are under the upload button" },
        )
        .toBe("");
    }

    // The whole page, a screen at a time: nothing sideways or cut off.
    const problems = new Set<string>();
    for (let y = 0; ; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(page);
      for (const problem of await page.evaluate(wordsOutOfPlace)) problems.add(problem);
      const atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      if (atEnd) break;
    }
    expect([...problems]).toEqual([]);

    // The countdown: each number and each label whole, on its own line, none over another or over the day's line.
    const countdown = page.getByRole("region", { name: "Countdown to the wedding" });
    await countdown.scrollIntoViewIfNeeded();
    const overlaps = await countdown.evaluate((section) => {
      const range = document.createRange();
      const parts = [...section.querySelectorAll("li > span, p")].map((element) => {
        range.selectNodeContents(element);
        return { text: element.textContent ?? "", lines: [...range.getClientRects()].filter((rect) => rect.width > 0) };
      });
      const found: string[] = [];
      for (const part of parts)
        if (!part.lines.length) found.push(`"${part.text}" is not shown`);
        else if (part.text.split(/\s+/).length === 1 && part.lines.length > 1)
          found.push(`"${part.text}" is broken over lines`);
      for (const [i, a] of parts.entries())
        for (const b of parts.slice(i + 1))
          for (const ra of a.lines)
            for (const rb of b.lines)
              if (
                ra.left < rb.right - 0.5 &&
                ra.right > rb.left + 0.5 &&
                ra.top < rb.bottom - 0.5 &&
                ra.bottom > rb.top + 0.5
              )
                found.push(`"${a.text}" overlaps "${b.text}"`);
      return found;
    });
    expect(overlaps).toEqual([]);

    // Notices (what guests are told about their data, the photo guidelines...) read in lines, not a word a line.
    const narrow = await page.evaluate(() => {
      const found: string[] = [];
      for (const block of document.querySelectorAll("main p, main li, main address")) {
        const words = (block.textContent ?? "").trim().split(/\s+/).filter(Boolean);
        if (words.length < 10 || !block.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(block);
        // Lines: the words' boxes from top to bottom, a new line wherever one starts below the middle of the last.
        let lines = 0;
        let middle = Number.NEGATIVE_INFINITY;
        const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
        for (const box of boxes) {
          if (box.top <= middle) continue;
          lines += 1;
          middle = box.top + box.height / 2;
        }
        if (lines > 0 && words.length / lines < 2)
          found.push(`${words.length} words on ${lines} lines: "${words.slice(0, 6).join(" ")}…"`);
      }
      return found;
    });
    expect(narrow).toEqual([]);
  });
});

/** WCAG 2 relative luminance of 0 to 255 channels. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel = 0) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

interface GradientBox {
  /** What the element is, for the failure's message. */
  label: string;
  /** Its words, to find the story's cards among them. */
  words: string;
  /** The colours of the words on it, 0 to 255 and an alpha 0 to 1. */
  colours: [number, number, number, number][];
  /** Where the words may sit: its content box, in CSS pixels from its border box's top left corner. */
  content: { left: number; top: number; width: number; height: number };
}

/**
 * Every element with a gradient behind words (in the page), marked with
 * data-gradient-box="n": the words whose nearest background is that gradient,
 * and their colours. Words on a card inside a band are on the card, not the band.
 */
function gradientBoxes(): GradientBox[] {
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!canvas) throw new Error("no canvas");
  const rgba = (colour: string): [number, number, number, number] => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const painted = (element: Element) => {
    const style = getComputedStyle(element);
    return style.backgroundImage !== "none" || rgba(style.backgroundColor)[3] > 0;
  };
  type Colour = [number, number, number, number];
  const boxes = new Map<Element, { words: string[]; colours: Map<string, Colour> }>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const element = node.parentElement;
    if (!text || !element || element.closest("svg, script, style, noscript, template")) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some((rect) => rect.width > 1 && rect.height > 1)) continue;
    let background: Element | null = element;
    while (background && background !== document.documentElement && !painted(background))
      background = background.parentElement;
    if (!background || !getComputedStyle(background).backgroundImage.includes("gradient(")) continue;
    const box = boxes.get(background) ?? { words: [] as string[], colours: new Map<string, Colour>() };
    const colour = getComputedStyle(element).color;
    box.words.push(text);
    box.colours.set(colour, rgba(colour));
    boxes.set(background, box);
  }
  return [...boxes].map(([element, { words, colours }], index) => {
    element.setAttribute("data-gradient-box", String(index));
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      label: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${words.join(" ").slice(0, 50)}"`,
      words: words.join(" "),
      colours: [...colours.values()],
      content: {
        left: element.clientLeft + px(style.paddingLeft),
        top: element.clientTop + px(style.paddingTop),
        width: element.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
        height: element.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
      },
    };
  });
}

// The gradients are the couple's colours (the story's cards, the map's card, the bands) and their words the couple's
// text colour: a second couple's colours make other gradients, and CI runs this again with them.
test.describe("words on gradients", { tag: "@content" }, () => {
  // Reduced motion: every story card shown where it rests, not waiting to rise in.
  test.use({ reducedMotion: "reduce" });

  test("every word on a gradient reads at 4.5:1 against every point of the gradient where words can sit", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await slowPhone(page, { network: "online", cpu: 4 });
    await openPage(page);
    // The gallery's grid puts its captions on a gradient over each picture.
    const grid = page.getByRole("button", { name: "Grid View" });
    if ((await grid.count()) > 0) await grid.click();
    // Sections drawn as they come near: the whole page, a screen at a time.
    for (let y = 0; ; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(page);
      const atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      if (atEnd) break;
    }

    const boxes = await page.evaluate(gradientBoxes);
    // The story's cards are among them, one a milestone (axe cannot see words on a gradient: this test is how they are checked).
    for (const milestone of publicContent.story.milestones)
      expect(
        boxes.some((box) => box.words.includes(milestone.title)),
        `the card of "${milestone.title}"`,
      ).toBe(true);

    const failures: string[] = [];
    for (const [index, box] of boxes.entries()) {
      const element = page.locator(`[data-gradient-box="${index}"]`);
      await element.scrollIntoViewIfNeeded();
      // The gradient alone: its words and whatever sits on it hidden, and what floats over the page (the menu bar,
      // the upload button, a toast) too.
      const shot = await element.screenshot({
        scale: "css",
        animations: "disabled",
        style: `[data-gradient-box="${index}"] { color: transparent !important; text-shadow: none !important; }
          [data-gradient-box="${index}"] * { visibility: hidden !important; }
          header, ${UPLOAD_BUTTON}, [role="status"], [role="alert"], .fixed { visibility: hidden !important; }`,
      });
      const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const bounds = await element.boundingBox();
      const scale = info.width / (bounds?.width ?? info.width);
      const left = Math.ceil(box.content.left * scale);
      const top = Math.ceil(box.content.top * scale);
      const right = Math.min(info.width, Math.floor((box.content.left + box.content.width) * scale));
      const bottom = Math.min(info.height, Math.floor((box.content.top + box.content.height) * scale));
      let worst = { ratio: Number.POSITIVE_INFINITY, at: "", colour: "" };
      for (let y = top; y < bottom; y += 1) {
        for (let x = left; x < right; x += 1) {
          const offset = (y * info.width + x) * info.channels;
          const pixel = [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
          const background = luminance(pixel);
          for (const [r, g, b, alpha] of box.colours) {
            // A see-through colour's words are that colour laid over the pixel.
            const text = luminance([r, g, b].map((channel, i) => channel * alpha + (pixel[i] ?? 0) * (1 - alpha)));
            const ratio = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
            if (ratio < worst.ratio)
              worst = {
                ratio,
                at: `(${x}, ${y}) rgb(${pixel.join(", ")})`,
                colour: `rgba(${r}, ${g}, ${b}, ${alpha.toFixed(2)})`,
              };
          }
        }
      }
      if (right <= left || bottom <= top) failures.push(`${box.label}: nothing to sample`);
      else if (worst.ratio < 4.5)
        failures.push(`${box.label}: ${worst.colour} on ${worst.at} is ${worst.ratio.toFixed(2)}:1`);
    }
    expect(failures).toEqual([]);
  });
});

/** A4 paper less the print stylesheet's 15 mm margins, in CSS pixels (96 a inch). */
const PRINTED_PAGE = { width: Math.floor(((210 - 30) / 25.4) * 96), height: Math.floor(((297 - 30) / 25.4) * 96) };

/** Words on paper that are not dark on white (in the page, in print media): light words, or a background behind them. */
function wordsNotDarkOnWhite(): string[] {
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!canvas) throw new Error("no canvas");
  const rgba = (colour: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255] as const;
  };
  const luminance = (channels: readonly number[]) =>
    channels
      .map((channel) => channel / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const element = node.parentElement;
    if (!text || !element || element.closest("script, style, noscript, template")) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some((rect) => rect.width > 1 && rect.height > 1)) continue;
    const [r, g, b, alpha] = rgba(getComputedStyle(element).color);
    // On white paper a see-through colour is lighter: laid over white.
    const ink = luminance([r, g, b].map((channel) => channel * alpha + 255 * (1 - alpha)));
    if (1.05 / (ink + 0.05) < 4.5) found.add(`"${text.slice(0, 40)}" is rgba(${r}, ${g}, ${b}, ${alpha.toFixed(2)})`);
    for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      const [br, bg, bb, ba] = rgba(style.backgroundColor);
      const white = ba === 0 || (br === 255 && bg === 255 && bb === 255);
      if (style.backgroundImage !== "none" || !white)
        found.add(
          `"${text.slice(0, 40)}" is on ${ancestor.tagName.toLowerCase()}'s ${style.backgroundImage !== "none" ? style.backgroundImage.slice(0, 40) : style.backgroundColor}`,
        );
    }
  }
  return [...found];
}

// What is printed is the couple's (their names, events, deadline and contacts): CI runs this again with the second
// couple's.
test.describe("printing", { tag: "@content" }, () => {
  test("prints the invitation's facts dark on white, whole cards, and nothing that floats, moves or takes an answer", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await slowPhone(page, { network: "online", cpu: 4 });
    await openPage(page);
    // A toast on the screen (the connection dropped) stays off the paper.
    await page.context().setOffline(true);
    await expect(page.locator(".toast")).toBeVisible();
    await page.emulateMedia({ media: "print" });

    // The facts, each somewhere on paper.
    const { hero, events, rsvp } = publicContent;
    const facts = [
      coupleNames(publicContent),
      hero.datesLabel,
      hero.placeLabel,
      ...events.flatMap((event) => [
        event.title,
        event.dayLabel,
        event.timeLabel,
        event.venue.name,
        event.venue.address,
      ]),
      rsvp.deadlineLabel,
      ...rsvp.contacts.flatMap((contact) => [contact.name, ...(contact.phone ? [contact.phone] : [])]),
      ...publicContent.story.milestones.flatMap((milestone) => [milestone.title, milestone.description]),
    ];
    for (const fact of facts)
      await expect(page.getByText(fact).filter({ visible: true }).first(), `"${fact}" is printed`).toBeVisible();
    // Seen, not only there: no milestone of the story waits, see-through, to rise in (the story printed blank).
    const unseen = await page.evaluate(() =>
      [...document.querySelectorAll("#our-story li")]
        .filter((item) => !item.checkVisibility({ opacityProperty: true }) || getComputedStyle(item).opacity !== "1")
        .map((item) => item.textContent?.slice(0, 30)),
    );
    expect(unseen).toEqual([]);

    // Nothing that floats over the page, moves or takes an answer: no particles or carousel, no menu bar, upload
    // button or toast (the button was on every page), no form or upload panel.
    await expect(page.locator("canvas").filter({ visible: true })).toHaveCount(0);
    await expect(page.locator(UPLOAD_BUTTON)).toBeHidden();
    await expect(page.locator(".toast")).toBeHidden();
    await expect(page.locator("header nav")).toBeHidden();
    await expect(page.locator("#photo-upload")).toBeHidden();
    await expect(page.locator("input, select, textarea, button").filter({ visible: true })).toHaveCount(0);

    // Dark words on white paper (the countdown and the footer were white on white).
    expect(await page.evaluate(wordsNotDarkOnWhite)).toEqual([]);

    // Whole cards and headings with what follows them, and no page more than the words need (a blank page, a page
    // for the first screen alone): at most one page more than the printed height fills, for the cards moved whole.
    const breaks = await page.evaluate(() => ({
      cards: [...document.querySelectorAll("main .card, #our-story li, #rsvp > div")]
        .filter((card) => card.checkVisibility() && getComputedStyle(card).breakInside !== "avoid")
        .map((card) => card.textContent?.slice(0, 30)),
      headings: [...document.querySelectorAll("main h2, main h3")]
        .filter((heading) => heading.checkVisibility() && getComputedStyle(heading).breakAfter !== "avoid")
        .map((heading) => heading.textContent),
    }));
    expect(breaks).toEqual({ cards: [], headings: [] });
    await page.setViewportSize({ width: PRINTED_PAGE.width, height: PRINTED_PAGE.height });
    const printedHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const pdf = await page.pdf({ format: "A4" });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(Math.ceil(printedHeight / PRINTED_PAGE.height) + 1);
  });
});
