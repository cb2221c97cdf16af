// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { parse } from "yaml";
import exampleFile from "../../../../content/wedding.yaml?raw";
import { CONTENT_API, publishVersionPath } from "../../../shared/content-api.ts";
import {
  apiError,
  fakeServer,
  heldAnswer,
  json,
  renderOnPage,
  type SentRequest,
} from "../../../testing/component-testing.tsx";
import { SetupWizard, WIZARD_STEP_KEY } from "./setup-wizard.tsx";
import { someAnswers } from "./test-answers.ts";
import { blankAnswers, freshContentYaml } from "./wizard-content.ts";

const FLOWERS = { "hero/floral.svg": "f".repeat(64) };
const TODAY = "2026-11-29";

/** A couple who answered the names and the days. */
const namesAndDays = () => freshContentYaml(someAnswers(), TODAY);

/** A site showing the shipped example, and a server that keeps whatever draft is saved. */
function firstRun(draft: string | null = null) {
  const server = fakeServer();
  server.on(
    "GET",
    CONTENT_API.content,
    json(200, {
      version: 1,
      publishedAt: "2026-11-29T10:00:00Z",
      source: "seed",
      yaml: exampleFile,
      pictures: FLOWERS,
    }),
  );
  server.on(
    "GET",
    CONTENT_API.draft,
    draft === null
      ? apiError(404, "no_draft", "There is no draft")
      : json(200, { version: 2, savedAt: "2026-11-29T10:00:00Z", yaml: draft, pictures: FLOWERS, problems: [] }),
  );
  server.on("PUT", CONTENT_API.draft, (request: SentRequest) => {
    const { yaml, pictures } = request.body as { yaml: string; pictures: Record<string, string> };
    return Response.json({ version: 2, savedAt: "2026-11-29T10:00:00Z", yaml, pictures, problems: [] });
  });
  return server;
}

const lastDraft = (server: ReturnType<typeof fakeServer>) => {
  const saves = server.sentTo(CONTENT_API.draft, "PUT");
  const body = saves.at(-1)?.body as { yaml: string } | undefined;
  return parse(body?.yaml ?? "");
};

function renderWizard() {
  const onClose = vi.fn();
  return { onClose, ...renderOnPage(<SetupWizard onClose={onClose} onSessionEnded={vi.fn()} />) };
}

it("asks one question a step, says what is missing at each field, and keeps answers on the way back", async () => {
  const server = firstRun();
  const { user } = renderWizard();

  const heading = await screen.findByRole("heading", { level: 1, name: /What are your names\?$/ });
  expect(document.activeElement).toBe(heading);
  // The step is part of the heading a screen reader hears when the focus lands on it.
  expect(heading.textContent).toBe("Step 1 of 6: What are your names?");

  await user.click(screen.getByRole("button", { name: "Next" }));
  expect((await screen.findByRole("alert")).textContent).toContain("2 answers need a look.");
  const [firstName] = screen.getAllByLabelText("First name");
  await waitFor(() => expect(document.activeElement).toBe(firstName));
  expect(firstName?.getAttribute("aria-invalid")).toBe("true");
  expect(server.sentTo(CONTENT_API.draft, "PUT")).toHaveLength(0);

  const [first, second] = screen.getAllByLabelText("First name");
  await user.type(first as HTMLElement, "Nomsa");
  await user.type(second as HTMLElement, "Pieter");
  expect((screen.getByLabelText("Your initials") as HTMLInputElement).value).toBe("N & P");
  // The problems follow the answers once shown: these are answered now, and the alert is gone.
  expect(first?.getAttribute("aria-invalid")).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Next" }));

  const days = await screen.findByRole("heading", { level: 1, name: /When and where\?$/ });
  expect(document.activeElement).toBe(days);
  await waitFor(() => expect(lastDraft(server).couple.partners[0].firstName).toBe("Nomsa"));
  expect(localStorage.getItem(WIZARD_STEP_KEY)).toBe("1");

  await user.click(screen.getByRole("button", { name: "Back" }));
  await screen.findByRole("heading", { level: 1, name: /What are your names\?$/ });
  expect((screen.getAllByLabelText("First name")[1] as HTMLInputElement).value).toBe("Pieter");
});

it("adds and removes events, and refuses one that ends when it starts", async () => {
  localStorage.setItem(WIZARD_STEP_KEY, "1");
  const server = firstRun(
    freshContentYaml(
      {
        ...blankAnswers(),
        partners: [
          { firstName: "Nomsa", lastName: "" },
          { firstName: "Pieter", lastName: "" },
        ],
      },
      TODAY,
    ),
  );
  const { user } = renderWizard();
  await screen.findByRole("heading", { level: 1, name: /When and where\?$/ });

  await user.type(screen.getByLabelText("What is it?"), "Ceremony");
  const day = screen.getByLabelText("Day");
  await user.type(day, "2027-04-10");
  await user.type(screen.getByLabelText("Starts"), "14:00");
  await user.type(screen.getByLabelText("Ends"), "14:00");
  await user.type(screen.getByLabelText("Place"), "St Mary's Church");
  await user.type(screen.getByLabelText("Address"), "1 Church Street, Stellenbosch");
  await user.click(screen.getByRole("button", { name: "Next" }));
  const ends = screen.getByLabelText("Ends");
  await waitFor(() => expect(document.activeElement).toBe(ends));
  expect(ends.getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("It must end after it starts.")).toBeTruthy();

  await user.clear(ends);
  await user.type(ends, "15:30");
  await user.click(screen.getByRole("button", { name: "+ Add another event" }));
  expect(screen.getAllByRole("group", { name: /Event \d of 2/ })).toHaveLength(2);
  await user.click(screen.getByRole("button", { name: "Remove event 2" }));
  expect(screen.queryAllByRole("group", { name: /Event \d of/ })).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { level: 1, name: /A photo of the two of you$/ });

  await waitFor(() =>
    expect(lastDraft(server).events).toEqual([
      expect.objectContaining({ id: "ceremony", start: "2027-04-10T14:00:00+02:00", end: "2027-04-10T15:30:00+02:00" }),
    ]),
  );
});

it("resumes a closed tab at its step with its answers, and publishes the draft", async () => {
  const yaml = namesAndDays();
  localStorage.setItem(WIZARD_STEP_KEY, "5");
  const server = firstRun(yaml);
  const publishing = heldAnswer();
  server.on("POST", publishVersionPath(2), publishing.answer);
  const { user } = renderWizard();

  await screen.findByRole("heading", { level: 1, name: /Ready to publish$/ });
  expect(document.body.textContent).toContain("Nomsa Dlamini & Pieter");
  expect(document.body.textContent).toContain("Ceremony");

  await user.click(screen.getByRole("button", { name: "Publish my site" }));
  // Publishing makes pages and pictures on the server: the couple see it working, and cannot publish twice.
  await waitFor(() => expect(server.sentTo(publishVersionPath(2), "POST")).toHaveLength(1));
  expect(screen.getAllByRole("status").some((status) => status.textContent?.includes("Publishing your site…"))).toBe(
    true,
  );
  expect((screen.getByRole("button", { name: "Publishing…" }) as HTMLButtonElement).disabled).toBe(true);
  publishing.release(json(200, { version: 2, publishedAt: "2026-11-29T10:01:00Z", seconds: 3 }));
  const live = await screen.findByRole("heading", { level: 1, name: "Your site is live" });
  await waitFor(() => expect(document.activeElement).toBe(live));
  expect(server.sentTo(publishVersionPath(2), "POST")).toHaveLength(1);
  expect(
    within(document.body)
      .getByRole("link", { name: /Open your site/ })
      .getAttribute("href"),
  ).toBe("/");
  expect(localStorage.getItem(WIZARD_STEP_KEY)).toBeNull();
});

it("shows an own colour too light to read at that colour, in plain words", async () => {
  localStorage.setItem(WIZARD_STEP_KEY, "4");
  firstRun(namesAndDays());
  const { user } = renderWizard();
  await screen.findByRole("heading", { level: 1, name: /Choose your colours$/ });

  await user.click(screen.getByRole("radio", { name: /Choose my own/ }));
  const text = screen.getByLabelText(/^Text/) as HTMLInputElement;
  // A colour input takes its value as a whole, as the picker gives it.
  fireEvent.input(text, { target: { value: "#dddddd" } });
  await waitFor(() => expect(text.getAttribute("aria-invalid")).toBe("true"));
  expect(document.getElementById(`${text.id}-note`)?.textContent).toMatch(
    /^Guests would struggle to read .*#dddddd.* Try a darker text colour/,
  );
});

it("run again on the couple's own site, starts from its answers and keeps the rest of its file", async () => {
  const server = fakeServer();
  const pictures = { "hero/floral.svg": "f".repeat(64), "gallery/1-first-light.jpg": "a".repeat(64) };
  server.on(
    "GET",
    CONTENT_API.content,
    json(200, { version: 7, publishedAt: "2026-11-29T10:00:00Z", source: "admin", yaml: exampleFile, pictures }),
  );
  server.on("GET", CONTENT_API.draft, apiError(404, "no_draft", "There is no draft"));
  server.on("PUT", CONTENT_API.draft, (request: SentRequest) => {
    const body = request.body as { yaml: string; pictures: Record<string, string> };
    return Response.json({ version: 8, savedAt: "2026-11-29T10:00:00Z", ...body, problems: [] });
  });
  server.on("POST", publishVersionPath(8), json(200, { version: 8, publishedAt: "2026-11-29T10:01:00Z", seconds: 2 }));
  const example = parse(exampleFile);
  const { user } = renderWizard();

  await screen.findByRole("heading", { level: 1, name: /What are your names\?$/ });
  const [first] = screen.getAllByLabelText("First name") as HTMLInputElement[];
  expect(first?.value).toBe(example.couple.partners[0].firstName);
  await user.clear(first as HTMLElement);
  await user.type(first as HTMLElement, "Someone Else");
  for (const next of ["Next", "Next", "Skip for now", "Next", "Next"]) {
    await user.click(screen.getByRole("button", { name: next }));
  }
  await user.click(await screen.findByRole("button", { name: "Publish my site" }));
  await screen.findByRole("heading", { level: 1, name: "Your site is live" });

  const saved = server.sentTo(CONTENT_API.draft, "PUT").at(-1)?.body as { yaml: string; pictures: object };
  const file = parse(saved.yaml);
  expect(file.couple.partners[0].firstName).toBe("Someone Else");
  expect(file.story).toEqual(example.story);
  expect(file.events.map((event: { id: string }) => event.id)).toEqual(
    example.events.map((event: { id: string }) => event.id),
  );
  expect(saved.pictures).toEqual(pictures);
});
