// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { CONTENT_API, type DraftContent, MAX_CONTENT_FILE_BYTES } from "../../../shared/content-api.ts";
import { fakeServer, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { YamlFile } from "./yaml-file.tsx";

const HASH = { kept: "a".repeat(64), dropped: "b".repeat(64) };
const PICTURES = { "gallery/kept.jpg": HASH.kept, "gallery/dropped.jpg": HASH.dropped };

/** A file of the test's own: a gallery naming one picture the draft has and one it has not. */
const UPLOADED = [
  "# Our site",
  "gallery:",
  "  items:",
  "    - { id: 1, src: gallery/kept.jpg, alt: A walk, caption: First, size: wide }",
  "    - { id: 2, src: gallery/new-one.jpg, alt: A dance, caption: Second, size: small }",
  "",
].join("\n");

const yamlFile = (text: string, name = "wedding.yaml") => new File([text], name, { type: "application/yaml" });

it("refuses a file that is not YAML, or is too large, in plain words, and changes nothing", async () => {
  const server = fakeServer();
  const onUploaded = vi.fn();
  // A browser's file picker may let any file through ("All files"): the component is the one to refuse it.
  const { user } = renderOnPage(<YamlFile yaml="couple: {}\n" pictures={PICTURES} onUploaded={onUploaded} />, {
    applyAccept: false,
  });
  const input = screen.getByLabelText("Upload a YAML file");

  await user.upload(input, new File(["\u00ff\u00d8"], "photo.jpg", { type: "image/jpeg" }));
  expect((await screen.findByRole("alert")).textContent).toBe(
    "photo.jpg is not a YAML file: choose a file ending in .yaml (such as wedding.yaml). Nothing changed.",
  );

  await user.upload(input, yamlFile("x".repeat(MAX_CONTENT_FILE_BYTES + 1), "huge.yaml"));
  expect((await screen.findByRole("alert")).textContent).toMatch(
    /^huge\.yaml is too large \(.+\): a content file is at most 512 KB\. Nothing changed\.$/,
  );
  expect(server.sentTo(CONTENT_API.draft)).toHaveLength(0);
  expect(onUploaded).not.toHaveBeenCalled();
});

it("saves an uploaded file as the draft with the pictures it names, and lists its problems and the pictures to add", async () => {
  const server = fakeServer();
  const problems = [
    "wedding.yaml:1 couple: is missing",
    "wedding.yaml:5 gallery.items[1].src: the picture gallery/new-one.jpg has not been sent to the site: send it, then publish again",
  ];
  const draft: DraftContent = {
    version: 7,
    savedAt: "2026-05-01T08:00:00.000Z",
    yaml: UPLOADED,
    pictures: { "gallery/kept.jpg": HASH.kept },
    problems,
  };
  server.on("PUT", CONTENT_API.draft, json(200, draft));
  const onUploaded = vi.fn();
  const { user } = renderOnPage(<YamlFile yaml="couple: {}\n" pictures={PICTURES} onUploaded={onUploaded} />);

  await user.upload(screen.getByLabelText("Upload a YAML file"), yamlFile(UPLOADED));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(draft));
  expect(server.sentTo(CONTENT_API.draft, "PUT")[0]?.body).toEqual({
    yaml: UPLOADED,
    pictures: { "gallery/kept.jpg": HASH.kept },
    fileName: "wedding.yaml",
    source: "admin",
  });
  const status = screen.getByRole("status");
  expect(status.textContent).toContain(
    "wedding.yaml is saved as your draft, but it cannot be published yet: 2 problems.",
  );
  expect(status.textContent).toContain("Add these pictures: gallery/new-one.jpg");
  expect([...status.querySelectorAll("li")].map((item) => item.textContent)).toEqual(problems);
});

it("says a file without problems is saved and ready to publish", async () => {
  const server = fakeServer();
  server.on(
    "PUT",
    CONTENT_API.draft,
    json(200, { version: 8, savedAt: "2026-05-01T08:00:00.000Z", yaml: UPLOADED, pictures: {}, problems: [] }),
  );
  const { user } = renderOnPage(
    <YamlFile yaml="" pictures={{ ...PICTURES, "gallery/new-one.jpg": "c".repeat(64) }} onUploaded={() => {}} />,
  );
  await user.upload(screen.getByLabelText("Upload a YAML file"), yamlFile(UPLOADED, "ours.yml"));
  expect(
    await screen.findByText("ours.yml is saved as your draft. It has no problems: publish it when you are ready."),
  ).toBeTruthy();
});

it("downloads the working copy as wedding.yaml", async () => {
  fakeServer();
  const made: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    made.push(blob as Blob);
    return "blob:wedding";
  });
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe("wedding.yaml");
    expect(this.href).toBe("blob:wedding");
  });
  const { user } = renderOnPage(<YamlFile yaml={UPLOADED} pictures={{}} onUploaded={() => {}} />);
  await user.click(screen.getByRole("button", { name: "Download as YAML" }));
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(await made[0]?.text()).toBe(UPLOADED);
});
