// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_WORDS_EN } from "../../../shared/words/page-en.ts";
import { withPageWords } from "../../../testing/page-words.tsx";
import { ConnectionNotices } from "../connection-notices.tsx";
import { TOAST_CLOSE_MS, TOAST_DURATION_MS, type ToastApi, ToastProvider, useToast } from "./toast.tsx";

/** The page's one toast stack: one message per topic, the spec's 30 s and 300 ms slide. */
describe("toasts", () => {
  let api: ToastApi;
  function Grab() {
    api = useToast();
    return null;
  }
  const messages = () => screen.queryAllByRole("alert").concat(screen.queryAllByRole("status"));
  const open = () => messages().filter((toast) => toast.dataset.state === "open");

  beforeEach(() => {
    vi.useFakeTimers();
    render(
      withPageWords(
        <ToastProvider>
          <Grab />
          <ConnectionNotices />
        </ToastProvider>,
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("replaces a form's message with its next one, and leaves other topics alone", () => {
    act(() => api.show("error", "Please fill in your name and email.", { topic: "rsvp-form" }));
    act(() => api.show("error", "No valid files to upload", { topic: "upload-panel" }));
    act(() => api.show("error", "Please enter a valid email address.", { topic: "rsvp-form" }));
    expect(messages().map((toast) => toast.textContent)).toEqual([
      expect.stringContaining("No valid files to upload"),
      expect.stringContaining("Please enter a valid email address."),
    ]);
  });

  it("stacks messages that name no topic, each for 30 s, sliding out over 300 ms", () => {
    act(() => api.show("info", "one"));
    act(() => api.show("info", "two"));
    expect(open()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(open()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(messages().map((toast) => toast.dataset.state)).toEqual(["closing", "closing"]);
    act(() => vi.advanceTimersByTime(TOAST_CLOSE_MS));
    expect(messages()).toEqual([]);
  });

  it("dismisses a topic's message when its problem is fixed, and only that topic's", () => {
    act(() => api.show("error", "Please fill in your name and email.", { topic: "rsvp-form" }));
    act(() => api.show("error", "Upload failed", { topic: "upload-panel" }));
    act(() => api.dismiss("rsvp-form"));
    expect(open().map((toast) => toast.textContent)).toEqual([expect.stringContaining("Upload failed")]);
    act(() => vi.advanceTimersByTime(TOAST_CLOSE_MS));
    expect(messages()).toHaveLength(1);
  });

  it("says the connection is back in place of saying it is gone", () => {
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(open().map((toast) => toast.textContent)).toEqual([
      expect.stringContaining(PAGE_WORDS_EN.connection.offline),
    ]);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(open().map((toast) => toast.textContent)).toEqual([
      expect.stringContaining(PAGE_WORDS_EN.connection.online),
    ]);
  });
});
