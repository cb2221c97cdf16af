// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminSite } from "../../../shared/admin-api.ts";
import { errorBody } from "../../../shared/error-body.ts";
import type { AdminHousehold, GuestList } from "../../../shared/household-schemas.ts";
import { GUEST_LIST_API, HOUSEHOLD_ERROR_CODES } from "../../../shared/households.ts";
import { type Answer, fakeServer, isDisabled, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { HOUSEHOLD_CHANGE_MESSAGES as WORDS } from "../admin-messages.ts";
import { TEST_SITE, withSite } from "../test-site.tsx";
import { GuestListPanel } from "./guest-list-panel.tsx";
import { aGuest, aHousehold, TEST_WINDOW } from "./test-households.ts";

/**
 * The couple's household editor when a guest answered after it was opened:
 * the save is refused (409 with the household as it is now), the editor says
 * what changed, and re-applies the couple's change on the current household
 * for them to save again. The server is stubbed at fetch.
 */

const listOf = (household: AdminHousehold): GuestList => ({
  households: [household],
  totals: [],
  window: TEST_WINDOW,
  origin: null,
  invitationMessages: {},
});

const conflict =
  (current: AdminHousehold): Answer =>
  () =>
    Response.json(
      { ...errorBody(HOUSEHOLD_ERROR_CODES.versionConflict, "The household changed."), current },
      { status: 409 },
    );

/** The Okafors as the couple opened them (version 3), and after Ada answered on their link (version 4). */
function okafors() {
  const ada = aGuest({ id: "ada", name: "Ada Okafor" });
  const seen = aHousehold({
    id: "okafors",
    displayName: "The Okafors",
    email: "okafor@example.com",
    eventIds: ["ceremony", "dinner"],
    guests: [ada],
    version: 3,
  });
  const current: AdminHousehold = {
    ...seen,
    version: 4,
    status: "answered",
    message: "Can't wait!",
    guests: [
      {
        ...ada,
        dietary: "Severe peanut allergy",
        answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
      },
    ],
  };
  return { seen, current };
}

async function openEditor(seen: AdminHousehold, site: AdminSite = TEST_SITE) {
  const server = fakeServer();
  server.on("GET", GUEST_LIST_API.households, json(200, listOf(seen)));
  const page = renderOnPage(withSite(<GuestListPanel onSessionEnded={() => {}} />, site));
  // The list lays each household out twice (a table and cards), one shown by the screen's width.
  const [edit] = await screen.findAllByRole("button", { name: `Edit ${seen.displayName}` });
  await page.user.click(edit as HTMLElement);
  const editor = within(screen.getByRole("dialog", { name: `Edit ${seen.displayName}` }));
  return { server, user: page.user, editor };
}

describe("the household editor, when the household changed after it was opened", () => {
  it("shows what the guest changed, re-applies the couple's edit on the household as it is now, and saves it on that version", async () => {
    const { seen, current } = okafors();
    const { server, user, editor } = await openEditor(seen);
    const path = GUEST_LIST_API.household(seen.id);
    server.on("PUT", path, conflict(current));

    const name = editor.getByLabelText("Household name");
    await user.clear(name);
    await user.type(name, "The Okafor family");
    await user.click(editor.getByRole("button", { name: "Add a child" }));
    const names = editor.getAllByRole("textbox", { name: "Name" });
    await user.type(names[1] as HTMLElement, "Obi Okafor");
    await user.click(editor.getByRole("button", { name: "Save household" }));

    const alert = await editor.findByRole("alert");
    expect(alert).toHaveProperty("textContent", expect.stringContaining(WORDS.changed));
    const changes = within(editor.getByRole("list", { name: WORDS.listLabel }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(changes).toEqual([
      "Ada Okafor: dietary needs: (none) → Severe peanut allergy",
      "Ada Okafor, Ceremony: No answer → Attending",
      "Ada Okafor, Dinner: No answer → Attending (Fish)",
      "Message from the household: (none) → Can't wait!",
    ]);
    expect(server.sentTo(path, "PUT").map((request) => request.body)).toEqual([
      expect.objectContaining({
        version: 3,
        displayName: "The Okafor family",
        guests: [
          expect.objectContaining({ id: "ada", dietary: null, answers: {} }),
          expect.objectContaining({ name: "Obi Okafor", isChild: true }),
        ],
        message: null,
      }),
    ]);
    // Saving again on the old version would only be refused again.
    expect(isDisabled(editor.getByRole("button", { name: "Save household" }))).toBe(true);

    await user.click(editor.getByRole("button", { name: WORDS.reapply }));
    expect(editor.getByLabelText("Household name")).toHaveProperty("value", "The Okafor family");
    expect(editor.getAllByRole("textbox", { name: "Name" }).map((input) => (input as HTMLInputElement).value)).toEqual([
      "Ada Okafor",
      "Obi Okafor",
    ]);
    expect(editor.getAllByRole("combobox", { name: "Ceremony" })[0]).toHaveProperty("value", "attending");
    expect(editor.getByRole("combobox", { name: "Meal at Dinner" })).toHaveProperty("value", "Fish");
    expect(editor.getAllByLabelText(/Dietary needs/)[0]).toHaveProperty("value", "Severe peanut allergy");
    expect(editor.getByLabelText(/Message from the household/)).toHaveProperty("value", "Can't wait!");
    expect(editor.getByRole("status")).toHaveProperty("textContent", expect.stringContaining(WORDS.reapplied));

    const saved = { ...current, version: 5, displayName: "The Okafor family" };
    server.on("PUT", path, json(200, saved));
    server.on("GET", GUEST_LIST_API.households, json(200, listOf(saved)));
    await user.click(editor.getByRole("button", { name: "Save household" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sentTo(path, "PUT")[1]?.body).toEqual({
      version: 4,
      displayName: "The Okafor family",
      email: "okafor@example.com",
      phone: null,
      eventIds: ["ceremony", "dinner"],
      guests: [
        {
          id: "ada",
          name: "Ada Okafor",
          isChild: false,
          isSeat: false,
          dietary: "Severe peanut allergy",
          answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
        },
        { name: "Obi Okafor", isChild: true, isSeat: false, dietary: null, answers: {} },
      ],
      message: "Can't wait!",
      language: null,
      side: null,
    });
  });

  it("sends a change of contact details alone as a PATCH of that field, never the answers, and re-applies it after a conflict", async () => {
    const { seen, current } = okafors();
    const { server, user, editor } = await openEditor(seen);
    const path = GUEST_LIST_API.household(seen.id);
    server.on("PATCH", path, conflict(current));

    const email = editor.getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, "ada@example.com");
    await user.click(editor.getByRole("button", { name: "Save household" }));
    await editor.findByRole("alert");
    await user.click(editor.getByRole("button", { name: WORDS.reapply }));

    const saved = { ...current, version: 5, email: "ada@example.com" };
    server.on("PATCH", path, json(200, saved));
    server.on("GET", GUEST_LIST_API.households, json(200, listOf(saved)));
    await user.click(editor.getByRole("button", { name: "Save household" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sentTo(path).map((request) => [request.method, request.body])).toEqual([
      ["PATCH", { version: 3, email: "ada@example.com" }],
      ["PATCH", { version: 4, email: "ada@example.com" }],
    ]);
  });
});

describe("deleting a household that changed after the list was shown", () => {
  it("deletes nothing, shows the household as it is now with why, and deletes that version when confirmed again", async () => {
    const { seen, current } = okafors();
    const server = fakeServer();
    server.on("GET", GUEST_LIST_API.households, json(200, listOf(seen)));
    const page = renderOnPage(withSite(<GuestListPanel onSessionEnded={() => {}} />));
    const path = GUEST_LIST_API.household(seen.id);
    server.on("DELETE", path, conflict(current));

    const [remove] = await screen.findAllByRole("button", { name: `Delete ${seen.displayName}` });
    await page.user.click(remove as HTMLElement);
    const dialog = within(screen.getByRole("alertdialog", { name: "Delete this household?" }));
    await page.user.click(dialog.getByRole("button", { name: "Delete household" }));
    expect(await dialog.findByText(WORDS.deleteChanged)).toBeTruthy();

    server.on("DELETE", path, () => new Response(null, { status: 204 }));
    server.on("GET", GUEST_LIST_API.households, json(200, { ...listOf(current), households: [] }));
    await page.user.click(dialog.getByRole("button", { name: "Delete household" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(server.sentTo(path, "DELETE").map((request) => request.query.get("version"))).toEqual(["3", "4"]);
  });
});

describe("a household's language in the editor", () => {
  const trilingual: AdminSite = { ...TEST_SITE, languages: ["en", "zu", "st"] };

  it("offers the site's languages by their own names, the household's chosen, and saves the one picked", async () => {
    const zulu = aHousehold({ id: "dlaminis", displayName: "The Dlaminis", language: "zu", version: 2 });
    const { server, user, editor } = await openEditor(zulu, trilingual);
    // The list says which language a household is in when it is not the site's first.
    expect(screen.getAllByText("Language: isiZulu").length).toBeGreaterThan(0);

    const select = editor.getByRole("combobox", { name: "Language" });
    expect(select).toHaveProperty("value", "zu");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "isiZulu", "Sesotho"]);
    expect(editor.getByText("Its personal link, mails and printed card are in this language.")).toBeTruthy();
    await user.selectOptions(select, "Sesotho");
    const path = GUEST_LIST_API.household(zulu.id);
    server.on("PUT", path, json(200, { ...zulu, language: "st", version: 3 }));
    await user.click(editor.getByRole("button", { name: "Save household" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sentTo(path, "PUT")[0]?.body).toMatchObject({ version: 2, language: "st" });
  });

  it("sends the site's first language as none", async () => {
    const zulu = aHousehold({ id: "dlaminis", displayName: "The Dlaminis", language: "zu" });
    const { server, user, editor } = await openEditor(zulu, trilingual);
    await user.selectOptions(editor.getByRole("combobox", { name: "Language" }), "English");
    const path = GUEST_LIST_API.household(zulu.id);
    server.on("PUT", path, json(200, { ...zulu, language: null }));
    await user.click(editor.getByRole("button", { name: "Save household" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sentTo(path, "PUT")[0]?.body).toMatchObject({ language: null });
  });

  it("has no language to choose on a site in one language", async () => {
    const { editor } = await openEditor(aHousehold({ displayName: "The Okafors" }));
    expect(editor.queryByRole("combobox", { name: "Language" })).toBeNull();
  });

  it("says plainly when the household's language is one the site no longer has", async () => {
    const dropped = aHousehold({ displayName: "The Mokoenas", language: "xh" });
    const removed = "isiXhosa (no longer one of the site's languages: reads English)";
    const { editor } = await openEditor(dropped, trilingual);
    expect(screen.getAllByText(`Language: ${removed}`).length).toBeGreaterThan(0);
    const select = editor.getByRole("combobox", { name: "Language" });
    expect(select).toHaveProperty("value", "xh");
    expect(within(select).getByRole("option", { name: removed })).toBeTruthy();
  });
});
