import { describe, expect, it } from "vitest";
import { previewPicturePath } from "../../shared/content-api.ts";
import { picturesNamed } from "../../shared/content-file.ts";
import { readFixtureFile, SECOND_COUPLE_FILE, secondCouple } from "../../testing/fixture-couples.ts";
import { previewPage } from "./preview-content.ts";

const YAML = readFixtureFile(SECOND_COUPLE_FILE);
const named = [...new Set(picturesNamed(secondCouple()).map(({ picture }) => picture))];
const hashOf = (index: number) => index.toString(16).padStart(64, "0");

describe("the preview's page from a content file", () => {
  it("is the public's view, analytics off, each picture from the editor's copy at its measured size", () => {
    const [first, second, ...rest] = named as [string, string, ...string[]];
    const pictures = Object.fromEntries([first, ...rest].map((name, index) => [name, hashOf(index + 1)]));
    const page = previewPage(YAML, pictures, (hash) => (hash === hashOf(1) ? { width: 800, height: 1200 } : undefined));
    if (!page.ok) throw new Error(page.problems.join("\n"));
    expect(page.content.couple).toEqual(secondCouple().couple);
    expect(page.content.events.every((event) => event.public)).toBe(true);
    expect(page.content.site.gaMeasurementId).toBeUndefined();
    expect(page.images[first]).toEqual({ src: previewPicturePath(hashOf(1)), width: 800, height: 1200, variants: [] });
    // Not measured yet: a placeholder shape until the picture has come.
    expect(page.images[rest[0] ?? first]).toMatchObject({ width: 3, height: 2 });
    // A picture the draft has no bytes for is a grey box, not a broken page.
    expect(page.images[second]?.src).toMatch(/^data:image\/svg\+xml,/);
    expect(page.hashes).not.toContain(undefined);
  });

  it("gives the file's problems, each with its line, when it cannot be read", () => {
    const broken = YAML.replace(/^couple:/m, "couple:\n  partner9: x");
    const page = previewPage(broken, {}, () => undefined);
    expect(page.ok).toBe(false);
    if (page.ok) return;
    expect(page.problems[0]).toMatch(/^wedding\.yaml:\d+ couple\.partner9: is not a field here/);
  });
});
