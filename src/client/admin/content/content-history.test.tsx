// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import {
  CONTENT_API,
  type ContentHistory as ContentHistoryAnswer,
  type ContentVersion,
  type ContentVersionSummary,
  publishVersionPath,
  versionPath,
} from "../../../shared/content-api.ts";
import { fakeServer, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { TEST_SITE, withSite } from "../test-site.tsx";
import { ContentHistory } from "./content-history.tsx";

function aVersion(version: number, overrides: Partial<ContentVersionSummary> = {}): ContentVersionSummary {
  return {
    version,
    source: "admin",
    createdAt: `2026-05-0${version}T08:00:00.000Z`,
    createdBy: "Ada Lovelace",
    publishedAt: `2026-05-0${version}T08:05:00.000Z`,
    current: false,
    ...overrides,
  };
}

const rows = () => within(screen.getByRole("list")).getAllByRole("listitem");

it("lists the versions newest first, on the wedding's clock, with who, where and which guests see, and pages to older ones", async () => {
  const server = fakeServer();
  const firstPage: ContentHistoryAnswer = {
    versions: [aVersion(5, { current: true }), aVersion(4, { source: "cli", createdBy: "operator (ADMIN_PASSWORD)" })],
    nextBefore: 4,
  };
  const olderPage: ContentHistoryAnswer = {
    versions: [aVersion(3, { source: "seed", createdBy: "seed file", publishedAt: null })],
    nextBefore: null,
  };
  server.on("GET", CONTENT_API.versions, (request) =>
    Response.json(request.query.get("before") === "4" ? olderPage : firstPage),
  );
  const { user } = renderOnPage(withSite(<ContentHistory />));

  await waitFor(() => expect(rows()).toHaveLength(2));
  const [newest, older] = rows() as [HTMLElement, HTMLElement];
  expect(newest.textContent).toContain("Version 5");
  expect(newest.textContent).toContain("Guests see this");
  // 08:00 UTC is 10:00 in Johannesburg, the wedding's zone.
  expect(newest.textContent).toMatch(/Saved .*10:00.* by Ada Lovelace in the admin/);
  expect(within(newest).queryByRole("button", { name: /Restore/ })).toBeNull();
  expect(older.textContent).toContain("by operator (ADMIN_PASSWORD) with the command line");
  expect(within(older).getByRole("button", { name: "Restore version 4" })).toBeTruthy();
  expect(screen.getByText(new RegExp(TEST_SITE.timeZone))).toBeTruthy();

  await user.click(screen.getByRole("button", { name: "Show older" }));
  await waitFor(() => expect(rows()).toHaveLength(3));
  const oldest = rows()[2] as HTMLElement;
  expect(oldest.textContent).toContain("from the content file, when the site started");
  expect(oldest.textContent).toContain("Never published");
  await waitFor(() =>
    expect(document.activeElement).toBe(within(oldest).getByRole("button", { name: "See version 3" })),
  );
  expect(screen.queryByRole("button", { name: "Show older" })).toBeNull();
  expect(server.sentTo(CONTENT_API.versions).map((request) => request.query.get("before"))).toEqual([null, "4"]);
});

it("restores a version only once confirmed, publishes it, says so and lists the history anew", async () => {
  const server = fakeServer();
  const current = { versions: [aVersion(2, { current: true }), aVersion(1)], nextBefore: null };
  server.on("GET", CONTENT_API.versions, json(200, current));
  server.on(
    "POST",
    publishVersionPath(1),
    json(201, { version: 1, publishedAt: "2026-05-03T09:00:00.000Z", seconds: 1.2 }),
  );
  const onRestored = vi.fn();
  const { user } = renderOnPage(withSite(<ContentHistory onRestored={onRestored} />));

  await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
  let dialog = screen.getByRole("alertdialog", { name: "Restore version 1?" });
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("alertdialog")).toBeNull();
  expect(server.sentTo(publishVersionPath(1))).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Restore version 1" }));
  dialog = screen.getByRole("alertdialog", { name: "Restore version 1?" });
  server.on(
    "GET",
    CONTENT_API.versions,
    json(200, { versions: [aVersion(2), aVersion(1, { current: true })], nextBefore: null }),
  );
  await user.click(within(dialog).getByRole("button", { name: "Restore and publish" }));
  expect(await screen.findByText("Version 1 is published again: guests see it now.")).toBeTruthy();
  // An admin POST carries JSON, even with nothing to say (the server refuses one without).
  expect(server.sentTo(publishVersionPath(1), "POST").map((request) => request.body)).toEqual([{}]);
  expect(onRestored).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(within(rows()[1] as HTMLElement).getByText("Guests see this")).toBeTruthy());
});

it("keeps the dialog open with the server's words when restoring fails", async () => {
  const server = fakeServer();
  server.on(
    "GET",
    CONTENT_API.versions,
    json(200, { versions: [aVersion(2, { current: true }), aVersion(1)], nextBefore: null }),
  );
  const refusal = "The file was not published: wedding.yaml:3 couple.partner1: must not be empty";
  server.on("POST", publishVersionPath(1), json(422, { error: { code: "content_invalid", message: refusal } }));
  const { user } = renderOnPage(withSite(<ContentHistory />));

  await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
  await user.click(screen.getByRole("button", { name: "Restore and publish" }));
  const dialog = screen.getByRole("alertdialog", { name: "Restore version 1?" });
  expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", refusal);
});

it("shows a version in the preview, its heading taking the focus, and closes it back to its row", async () => {
  const server = fakeServer();
  server.on(
    "GET",
    CONTENT_API.versions,
    json(200, { versions: [aVersion(2, { current: true }), aVersion(1)], nextBefore: null }),
  );
  const seen: ContentVersion = {
    version: 1,
    source: "admin",
    createdAt: "2026-05-01T08:00:00.000Z",
    createdBy: "Ada Lovelace",
    publishedAt: null,
    yaml: "couple: {}\n",
    pictures: {},
  };
  server.on("GET", versionPath(1), json(200, seen));
  const { user } = renderOnPage(withSite(<ContentHistory />));

  await user.click(await screen.findByRole("button", { name: "See version 1" }));
  const heading = await screen.findByRole("heading", { name: "Version 1" });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByTitle("Preview of version 1 at phone width").tagName).toBe("IFRAME");
  await user.click(screen.getByRole("button", { name: "Desktop" }));
  expect(screen.getByTitle("Preview of version 1 at desktop width")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Desktop" }).getAttribute("aria-pressed")).toBe("true");

  // Guests do not see version 1: it can be restored from its preview too.
  expect(screen.getByRole("button", { name: "Restore this version" })).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Close the preview" }));
  expect(screen.queryByRole("heading", { name: "Version 1" })).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "See version 1" })));
});
