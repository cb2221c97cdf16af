// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import exampleCoupleFile from "../../../../tests/fixtures/example-couple/wedding.yaml?raw";
import secondCoupleFile from "../../../../tests/fixtures/second-couple/wedding.yaml?raw";
import { contrastRatio } from "../../../shared/colours.ts";
import { CONTENT_API, type PublishedContent, publishVersionPath } from "../../../shared/content-api.ts";
import { replaceableWords } from "../../../shared/words/overrides.ts";
import {
  apiError,
  descriptionOf,
  fakeServer,
  json,
  renderOnPage,
  type SentRequest,
} from "../../../testing/component-testing.tsx";
import { SiteEditor } from "./site-editor.tsx";

/** A couple's file as the server gives it: published, with a made-up hash for every picture it names. */
function published(yaml: string): PublishedContent {
  const pictures = Object.fromEntries(
    [...yaml.matchAll(/\b([\w/.-]+\.(?:svg|jpe?g|png|webp|heic))\b/gi)].map(([, name], index) => [
      name,
      index.toString(16).padStart(64, "0"),
    ]),
  );
  return { version: 1, publishedAt: "2026-01-01T10:00:00.000Z", source: "cli", yaml, pictures };
}

/** The editor on a server with `yaml` published and no draft; each draft saved is answered as the server would. */
function editorOn(yaml: string) {
  const server = fakeServer();
  server.on("GET", CONTENT_API.draft, apiError(404, "no_draft", "There is no draft."));
  server.on("GET", CONTENT_API.content, json(200, published(yaml)));
  let version = 1;
  server.on("PUT", CONTENT_API.draft, (request) => {
    version += 1;
    const body = request.body as { yaml: string; pictures: Record<string, string> };
    return Response.json({ version, savedAt: new Date().toISOString(), ...body, problems: [] });
  });
  const rendered = renderOnPage(<SiteEditor />);
  return { server, ...rendered };
}

/** The file of the last draft the editor saved. */
const lastYaml = (requests: SentRequest[]) => (requests.at(-1)?.body as { yaml?: string } | undefined)?.yaml ?? "";
/** The content of the last draft the editor saved. */
const lastSaved = (requests: SentRequest[]) => parse(lastYaml(requests));

async function openSection(title: string) {
  const summary = (await screen.findByText(title, { selector: "summary span" })).closest("summary");
  if (!summary) throw new Error(`no section ${title}`);
  const details = summary.closest("details") as HTMLDetailsElement;
  if (!details.open) summary.click();
  return details;
}

const example = parse(exampleCoupleFile);

describe("the couple's site editor", () => {
  it("writes a field into the file and saves the draft a moment after typing stops", async () => {
    const { server, user } = editorOn(exampleCoupleFile);
    const section = await openSection("First screen");
    const place = within(section).getByLabelText("Place");
    expect((place as HTMLInputElement).value).toBe(example.hero.placeLabel);
    await user.clear(place);
    await user.type(place, "Durban • KwaZulu-Natal");
    expect(screen.getByText("Changes not saved yet…")).toBeTruthy();
    await screen.findByText(/^Saved at \d/);
    const saves = server.sentTo(CONTENT_API.draft, "PUT");
    expect(saves.length).toBeGreaterThanOrEqual(1);
    expect(lastSaved(saves).hero.placeLabel).toBe("Durban • KwaZulu-Natal");
    // The couple's notes in the file are kept.
    expect(lastYaml(saves)).toContain("# The first screen guests see.");
  });

  it("writes a guest photo's largest size in megabytes, as the file's bytes", async () => {
    const { server, user } = editorOn(exampleCoupleFile);
    const largest = within(await openSection("Guests' photos")).getByLabelText(/Largest photo/);
    expect((largest as HTMLInputElement).value).toBe(
      String(Math.round((example.guestPhotos.maxFileBytes / 1024 / 1024) * 10) / 10),
    );
    await user.clear(largest);
    await user.type(largest, "2,5");
    expect((largest as HTMLInputElement).value).toBe("2,5");
    await waitFor(() =>
      expect(lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).guestPhotos.maxFileBytes).toBe(2.5 * 1024 * 1024),
    );
  });

  it("adds, moves and removes events, saying each change and keeping the focus on the pressed button", async () => {
    const { server, user } = editorOn(exampleCoupleFile);
    const section = await openSection("Events");
    const titles = example.events.map((event: { title: string }) => event.title);
    const count = titles.length;
    await user.click(within(section).getByRole("button", { name: "Add an event" }));
    const added = `Event ${count + 1}`;
    expect(within(section).getByRole("heading", { name: `${count + 1}. ${added}`, level: 4 })).toBeTruthy();
    expect(within(section).getByText(`Added number ${count + 1} of events.`)).toBeTruthy();

    const up = within(section).getByRole("button", { name: `Move ${added} up` });
    await user.click(up);
    expect(within(section).getByText(`Moved ${added} to place ${count} of ${count + 1}.`)).toBeTruthy();
    expect(document.activeElement?.getAttribute("aria-label")).toBe(`Move ${added} up`);
    await waitFor(() => expect(lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).events.at(-2).title).toBe(added));
    expect(lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).events.at(-1).title).toBe(titles.at(-1));

    await user.click(within(section).getByRole("button", { name: `Remove ${added}` }));
    expect(within(section).getByText(`Removed ${added}.`)).toBeTruthy();
    await waitFor(() =>
      expect(
        lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).events.map((event: { title: string }) => event.title),
      ).toEqual(titles),
    );
  });

  it("says each problem at its field and in the list above, which leads to it", async () => {
    const { user } = editorOn(exampleCoupleFile);
    const section = await openSection("The two of you");
    const first = within(section).getByLabelText("Partner 1: first name");
    await user.clear(first);
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(first)).toBe("Must be filled in");
    const summary = screen.getByRole("region", { name: "One thing to fix before you publish" });
    const goTo = within(summary).getByRole("button", { name: /Must be filled in/ });
    (first as HTMLInputElement).blur();
    await user.click(goTo);
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.type(first, "Ada");
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBeNull());
    expect(screen.queryByRole("region", { name: /to fix before you publish/ })).toBeNull();
  });

  it("advises on a colour guests could not read, and takes the colour it suggests", async () => {
    const { user } = editorOn(exampleCoupleFile);
    const section = await openSection("Look and colours");
    const text = within(section).getByLabelText("Text");
    await user.clear(text);
    await user.type(text, "#d9d0c5");
    await waitFor(() => expect(descriptionOf(text)).toMatch(/^Words and headings\. Guests would struggle to read/));
    const use = within(section).getByRole("button", { name: /^Use #[0-9a-f]{6}$/ });
    const suggested = use.textContent?.replace("Use ", "") ?? "";
    await user.click(use);
    expect((text as HTMLInputElement).value).toBe(suggested);
    expect(contrastRatio(suggested, example.theme.page.background)).toBeGreaterThanOrEqual(4.5);
    await waitFor(() => expect(text.getAttribute("aria-invalid")).toBeNull());
  });

  it("keeps what was typed when a save fails, says why, and saves again on Try again", async () => {
    const { server, user } = editorOn(exampleCoupleFile);
    server.on("PUT", CONTENT_API.draft, apiError(500, "internal", "Something went wrong on the server."));
    const section = await openSection("The two of you");
    const initials = within(section).getByLabelText("Initials");
    await user.clear(initials);
    await user.type(initials, "A & B");
    expect(await screen.findByText(/^Not saved: Something went wrong on the server\. —/)).toBeTruthy();
    expect((initials as HTMLInputElement).value).toBe("A & B");

    server.on("PUT", CONTENT_API.draft, (request) =>
      Response.json({ version: 5, savedAt: "", ...(request.body as object), problems: [] }),
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText(/^Saved at \d/);
    expect(lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).couple.initials).toBe("A & B");
  });

  it("offers back what a failed save left unsaved, the next time the editor opens", async () => {
    const { server, user, unmount } = editorOn(exampleCoupleFile);
    server.on("PUT", CONTENT_API.draft, apiError(503, "unavailable", "The server is busy."));
    const initials = within(await openSection("The two of you")).getByLabelText("Initials");
    await user.clear(initials);
    await user.type(initials, "Z & Y");
    await screen.findByText(/^Not saved: The server is busy\./);
    unmount();

    const { user: again } = renderOnPage(<SiteEditor />);
    await again.click(await screen.findByRole("button", { name: "Bring them back" }));
    expect((within(await openSection("The two of you")).getByLabelText("Initials") as HTMLInputElement).value).toBe(
      "Z & Y",
    );
    expect(screen.queryByRole("region", { name: "Changes not saved" })).toBeNull();
  });

  it("publishes the draft, and shows at their fields the problems publishing refuses", async () => {
    const { server, user } = editorOn(exampleCoupleFile);
    const section = await openSection("First screen");
    await user.type(within(section).getByLabelText("Place"), "!");
    server.on("POST", publishVersionPath(2), () =>
      Response.json(
        {
          error: { code: "content_invalid", message: "The file was not published: 1 problems." },
          problems: ["wedding.yaml:60 hero.placeLabel: the picture is not there (a made-up refusal)"],
        },
        { status: 422 },
      ),
    );
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Not published: one thing to fix first, shown at its field.")).toBeTruthy();
    expect(descriptionOf(within(section).getByLabelText("Place"))).toMatch(/made-up refusal/);

    server.on("POST", publishVersionPath(2), json(201, { version: 2, publishedAt: "", seconds: 1 }));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/Published — guests see it now\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the page" }).getAttribute("href")).toBe("/");
  });

  it("takes a photo from the phone into the gallery by its own name, and refuses one over 40 MB in plain words", async () => {
    const { server, user } = editorOn(exampleCoupleFile);
    const hash = "f".repeat(64);
    server.on("POST", CONTENT_API.pictures, json(201, { hash }));
    const gallery = await openSection("Gallery");
    const picker = within(gallery).getByLabelText("Add photos");

    const huge = new File(["x"], "IMG_0001.HEIC", { type: "image/heic" });
    Object.defineProperty(huge, "size", { value: 41 * 1024 * 1024 });
    await user.upload(picker, huge);
    expect(
      await within(gallery).findByText(/^IMG_0001\.HEIC is 41\.0 MB; the site takes pictures up to 40 MB\./),
    ).toBeTruthy();
    expect(server.sentTo(CONTENT_API.pictures)).toHaveLength(0);

    await user.upload(picker, new File(["photo bytes"], "IMG_2041.JPG", { type: "image/jpeg" }));
    const count = example.gallery.items.length;
    const alt = await within(gallery).findByLabelText("Describe the photo", {
      selector: `#${CSS.escape(`site-field-gallery_items_${count}__alt`)}`,
    });
    await waitFor(() => expect(document.activeElement).toBe(alt));
    await waitFor(() =>
      expect(descriptionOf(alt)).toContain("Describe this photo in a few words, for guests who cannot see it."),
    );
    await waitFor(() => {
      const saved = server.sentTo(CONTENT_API.draft, "PUT").at(-1)?.body as { pictures: Record<string, string> };
      expect(saved?.pictures["gallery/IMG_2041.JPG"]).toBe(hash);
    });
    const added = lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).gallery.items.at(-1);
    expect(added).toMatchObject({
      src: "gallery/IMG_2041.JPG",
      id: Math.max(...example.gallery.items.map((item: { id: number }) => item.id)) + 1,
    });
    // No caption is asked for: a phone's photos need none each.
    expect(added).not.toHaveProperty("caption");

    // Where the faces are, for the tile that crops it.
    const focus = within(gallery).getAllByRole("group", { name: "Which part stays in view in its tile" }).at(-1);
    await user.click(within(focus as HTMLElement).getByRole("radio", { name: "Top" }));
    await waitFor(() =>
      expect(lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).gallery.items.at(-1)).toMatchObject({ focus: "top" }),
    );
  });

  it("says when someone else saved the draft, and loads their version when asked", async () => {
    const { server, user } = editorOn(exampleCoupleFile);
    const initials = within(await openSection("The two of you")).getByLabelText("Initials");
    const theirs = exampleCoupleFile.replace(/initials: .*/, "initials: Q & R");
    server.on(
      "GET",
      CONTENT_API.draft,
      json(200, { version: 2, savedAt: "2026-05-01T12:05:00.000Z", yaml: theirs, pictures: {}, problems: [] }),
    );
    document.dispatchEvent(new Event("visibilitychange"));
    const notice = await screen.findByRole("region", { name: "Someone else saved" });
    expect(within(notice).getByRole("status").textContent).toMatch(/^Someone else saved changes to the site at /);
    await user.click(within(notice).getByRole("button", { name: "Load their version" }));
    expect((initials as HTMLInputElement).value).toBe("Q & R");
    expect(screen.queryByRole("region", { name: "Someone else saved" })).toBeNull();
    // Their version is the one saved: nothing is sent back until it is changed.
    expect(server.sentTo(CONTENT_API.draft, "PUT")).toHaveLength(0);
  });

  it("gives the preview beside it the file as typed, with its pictures", async () => {
    const server = fakeServer();
    server.on("GET", CONTENT_API.draft, apiError(404, "no_draft", "There is no draft."));
    server.on("GET", CONTENT_API.content, json(200, published(exampleCoupleFile)));
    server.on("PUT", CONTENT_API.draft, (request) =>
      Response.json({ version: 2, savedAt: "", ...(request.body as object), problems: [] }),
    );
    const { user } = renderOnPage(
      <SiteEditor
        aside={({ yaml, pictures }) => (
          <p>
            Preview of {parse(yaml).hero.placeLabel} with {Object.keys(pictures).length} pictures
          </p>
        )}
      />,
    );
    const preview = await screen.findByRole("complementary", { name: "Preview" });
    const pictures = Object.keys(published(exampleCoupleFile).pictures).length;
    expect(preview.textContent).toBe(`Preview of ${example.hero.placeLabel} with ${pictures} pictures`);
    await user.type(within(await openSection("First screen")).getByLabelText("Place"), "!");
    expect(preview.textContent).toBe(`Preview of ${example.hero.placeLabel}! with ${pictures} pictures`);
  });

  it("words one of the site's own texts the couple's way, found by searching, its slots checked at its field", async () => {
    const { server, user } = editorOn(exampleCoupleFile);
    const section = await openSection("The site's own words");
    const [key, english] = [...replaceableWords()].find(([, words]) => words.includes("{")) ?? ["", ""];
    await user.type(within(section).getByLabelText("Word one of the site's texts your own way"), `${key}{Enter}`);
    const field = within(section).getByLabelText(key);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).value).toBe(english);
    await user.clear(field);
    await user.type(field, "Our own words, without the slot");
    await waitFor(() => expect(descriptionOf(field)).toMatch(/same slots/));
    await waitFor(() =>
      expect(lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).words).toEqual({
        [key]: "Our own words, without the slot",
      }),
    );
    await user.click(within(section).getByRole("button", { name: `Use the site's own words for ${key}` }));
    await waitFor(() => expect(lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).words).toBeUndefined());
  });

  it("gives a text one input a language when the site has several", async () => {
    const second = parse(secondCoupleFile);
    const { server, user } = editorOn(secondCoupleFile);
    const section = await openSection("First screen");
    const line = within(section).getByRole("group", { name: "Invitation line" });
    const zulu = within(line).getByLabelText("isiZulu");
    expect((zulu as HTMLInputElement).value).toBe(second.hero.invitationLine.zu);
    await user.clear(zulu);
    await waitFor(() => expect(descriptionOf(zulu)).toMatch(/has no zu text/i));
    await user.type(zulu, "SIYANIMEMA");
    await waitFor(() =>
      expect(lastSaved(server.sentTo(CONTENT_API.draft, "PUT")).hero.invitationLine).toEqual({
        ...second.hero.invitationLine,
        zu: "SIYANIMEMA",
      }),
    );
  });
});
