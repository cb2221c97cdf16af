// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { ADMIN_API, GUEST_DATA_ADMIN_API } from "../../../shared/admin-api.ts";
import { type GuestDataSummary, NO_ERASURE, type PersonSearch } from "../../../shared/privacy.ts";
import { fakeServer, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { withSite } from "../test-site.tsx";
import { UNFINISHED_ERASURE_LABEL } from "./guest-data.ts";
import { GuestDataPanel } from "./guest-data-panel.tsx";

const SUMMARY: GuestDataSummary = {
  held: { households: 0, guests: 0, rsvps: 0, mails: 0, photos: 1, photoOriginals: 1 },
  retention: { days: null, deletesAt: null, keepApprovedPhotos: true },
  deletions: [{ ...NO_ERASURE, at: "2026-06-01T10:00:00.000Z", reason: "couple", completed: false, households: 1 }],
};

const FOUND: PersonSearch = {
  households: [],
  photos: [
    {
      photoId: "p1",
      uploaderName: "Björn Ångström",
      fileName: "IMG_0042.jpg",
      status: "approved",
      uploadedAt: "2026-06-01T12:00:00.000Z",
      householdId: null,
    },
  ],
};

beforeEach(() => {
  // happy-dom does not know HTML's <search> element (React then reports an unknown tag): a <div> stands in for it.
  const createElement = document.createElement.bind(document);
  vi.spyOn(document, "createElement").mockImplementation((tagName: string, options?: ElementCreationOptions) =>
    createElement(tagName === "search" ? "div" : tagName, options),
  );
  return () => vi.restoreAllMocks();
});

it("lists photos sent under a matching name, deletes one, and says when a deletion still has files to remove", async () => {
  const server = fakeServer();
  server.on("GET", GUEST_DATA_ADMIN_API.summary, json(200, SUMMARY));
  server.on("GET", GUEST_DATA_ADMIN_API.search, json(200, FOUND));
  server.on("DELETE", ADMIN_API.photo("p1"), () => new Response(null, { status: 204 }));
  const { user } = renderOnPage(withSite(<GuestDataPanel onSessionEnded={() => {}} />));

  expect((await screen.findAllByText(UNFINISHED_ERASURE_LABEL)).length).toBeGreaterThan(0);

  await user.type(screen.getByLabelText("Find a person: name, email or phone"), "bjorn");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByText("No household matches “bjorn”. 1 photo was sent under a matching name.")).toBeTruthy();
  expect(screen.getByText(/Björn Ångström · IMG_0042\.jpg/)).toBeTruthy();

  await user.click(screen.getByRole("button", { name: /^Delete photo\s*: IMG_0042\.jpg$/ }));
  const dialog = await screen.findByRole("alertdialog", { name: "Delete the photo IMG_0042.jpg?" });
  await user.click(within(dialog).getByRole("button", { name: "Delete photo" }));
  await waitFor(() => expect(server.sentTo(ADMIN_API.photo("p1"), "DELETE")).toHaveLength(1));
  expect(await screen.findByText("Deleted the photo IMG_0042.jpg.")).toBeTruthy();
  expect(screen.queryByRole("button", { name: /^Delete photo\s*: IMG_0042\.jpg$/ })).toBeNull();
});
