import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type Options } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, expect, type MockInstance, vi } from "vitest";
import exampleCoupleFile from "../../tests/fixtures/example-couple/wedding.yaml?raw";
import secondCoupleFile from "../../tests/fixtures/second-couple/wedding.yaml?raw";
import { ToastProvider } from "../client/components/toast/toast.tsx";
import { parseContentFile } from "../shared/content-file.ts";
import type { WeddingContent } from "../shared/content-schema.ts";
import { errorBody } from "../shared/error-body.ts";
import { withPageWords } from "./page-words.tsx";

/**
 * Component tests: the page's real components on a simulated DOM (happy-dom,
 * chosen by each test file's `// @vitest-environment happy-dom`), driven
 * with user-event as a guest would, the server stubbed at the page's edge
 * (fetch). Importing this module is what sets the DOM up for a file: node
 * tests never load it.
 */

// The page loads some of its code on first use (the RSVP rules, the household form): on a busy CI machine that
// first load can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** Requests no route of the test's fakeServer answered: they fail the test rather than pass for "unreachable". */
let unanswered: string[] = [];
let onLine: MockInstance<() => boolean> | null = null;

afterEach(() => {
  // Vitest's globals are off, so Testing Library cannot register its own cleanup.
  cleanup();
  vi.unstubAllGlobals();
  onLine?.mockRestore();
  onLine = null;
  localStorage.clear();
  const missed = unanswered;
  unanswered = [];
  expect(missed, "requests the test gave no answer for").toEqual([]);
});

/** The component inside the page's toast stack (sections show their errors there) with its words, and a user to drive it. */
export function renderOnPage(ui: ReactElement, options: Options = {}) {
  // No pause between keys: the page reacts to each one all the same, and a test types many.
  const user = userEvent.setup({ delay: null, ...options });
  return { user, ...render(withPageWords(<ToastProvider>{ui}</ToastProvider>)) };
}

/** Whether a control takes no input: disabled itself or inside a disabled fieldset (happy-dom's :disabled skips the fieldset). */
export function isDisabled(element: HTMLElement): boolean {
  return (
    ("disabled" in element && element.disabled === true) || element.parentElement?.closest("fieldset[disabled]") != null
  );
}

/** The words of the elements a control names in aria-describedby: what a screen reader reads after its name. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
    .filter((text) => text !== "")
    .join(" ");
}

/**
 * The two whole fixture couples of src/testing/fixture-couples.ts, bundled
 * as text: that module finds them by file URL, which happy-dom's URL cannot
 * make. Pictures are not looked up (the DOM loads none).
 */
export const FIXTURE_COUPLES: readonly (readonly [string, () => WeddingContent])[] = [
  ["the example couple", () => parseContentFile(exampleCoupleFile, { fileName: "example-couple/wedding.yaml" })],
  ["the second couple", () => parseContentFile(secondCoupleFile, { fileName: "second-couple/wedding.yaml" })],
];

/** A request the page sent, its JSON body parsed. */
export interface SentRequest {
  method: string;
  path: string;
  /** The address's query (routes match the path alone). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** How the fake server answers one request. */
export type Answer = (request: SentRequest) => Response | Promise<Response>;
/** An answer whatever the request: a fixed response. */
type Reply = () => Response | Promise<Response>;

/** The server's JSON answer, as a fresh Response each time it is asked for. */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  () =>
    Response.json(body, { status, headers });

/** The server's error shape, `{ "error": { "code", "message" } }`. */
export const apiError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  json(status, errorBody(code, message), headers);

/** No answer at all: offline, a dropped connection (fetch rejects as browsers do). */
export const unreachable: Reply = () => Promise.reject(new TypeError("Failed to fetch"));

/** An answer lost on its way back when the test says (the server may have stored the request): fetch rejects then. */
export function lostAnswer() {
  let lose: () => void = () => undefined;
  return {
    answer: (() =>
      new Promise<Response>((_, reject) => {
        lose = () => reject(new TypeError("Failed to fetch"));
      })) satisfies Answer,
    lose: () => lose(),
  };
}

/** An answer the test releases when it has seen the page wait for it. */
export function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return {
    answer: (() => response) satisfies Answer,
    release: (answer: Reply) => void Promise.resolve(answer()).then(release),
  };
}

/**
 * Stubs `fetch` (src/client/lib/api.ts is the page's only caller) with
 * answers by method and path; the last matching `on` wins, so a test can
 * change an answer midway. Every request is recorded; one nobody answers
 * fails the test.
 */
export function fakeServer() {
  const routes: { method: string; path: string; answer: Answer }[] = [];
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, headers: new Headers(init.headers), body };
    sent.push(request);
    const route = routes.findLast((candidate) => candidate.method === method && candidate.path === url.pathname);
    if (!route) {
      unanswered.push(`${method} ${url.pathname}`);
      throw new TypeError(`no answer for ${method} ${url.pathname}`);
    }
    return route.answer(request);
  });
  return {
    on(method: string, path: string, answer: Answer) {
      routes.push({ method, path, answer });
    },
    /** The requests sent to `path` (with `method`, when given), in order. */
    sentTo(path: string, method?: string): SentRequest[] {
      return sent.filter((request) => request.path === path && (method === undefined || request.method === method));
    },
  };
}

/** Calls to window.gtag (src/client/lib/analytics.ts), as the couple's Google Analytics would receive them. */
export function captureGtag() {
  const gtag = vi.fn();
  vi.stubGlobal("gtag", gtag);
  return {
    events: (name: string) =>
      gtag.mock.calls.filter(([command, event]) => command === "event" && event === name).map((call) => call[2]),
  };
}

/** Whether the browser says it has a network: `navigator.onLine`, and the event the page listens for. */
export function setOnline(online: boolean) {
  onLine ??= vi.spyOn(navigator, "onLine", "get");
  onLine.mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

/** The messages of the error toasts on screen, oldest first: each toast's last paragraph, below its title. */
export function errorToasts(): string[] {
  const stack = within(screen.getByRole("region", { name: "Notifications" }));
  return stack.queryAllByRole("alert").map((toast) => [...toast.querySelectorAll("p")].at(-1)?.textContent ?? "");
}

/** The messages of the error toasts still showing (not sliding out), oldest first. */
export function openErrorToasts(): string[] {
  const stack = within(screen.getByRole("region", { name: "Notifications" }));
  return stack
    .queryAllByRole("alert")
    .filter((toast) => toast.dataset.state === "open")
    .map((toast) => [...toast.querySelectorAll("p")].at(-1)?.textContent ?? "");
}

/** Waits for the newest error toast to say `message`, exactly. */
export async function expectErrorToast(message: string) {
  await waitFor(() => expect(errorToasts().at(-1)).toBe(message));
}
