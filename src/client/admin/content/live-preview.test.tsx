// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import "../../../testing/component-testing.tsx";
import { PREVIEW_CONTENT, PREVIEW_READY, PREVIEW_SHOWN } from "../../preview/preview-messages.ts";
import { LivePreview, PREVIEW_DEBOUNCE_MS } from "./live-preview.tsx";

afterEach(() => {
  vi.useRealTimers();
});

/** The frame speaks: a message from its window, on this page's origin (or another, when given). */
function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  act(() => {
    const event = new MessageEvent("message", { data, origin });
    Object.defineProperty(event, "source", { value: frame.contentWindow });
    window.dispatchEvent(event);
  });
}

it("sends the content once the frame is ready, then after a pause in typing, and says when the frame could not show it", () => {
  vi.useFakeTimers();
  const { rerender } = render(<LivePreview yaml="a: 1" pictures={{}} width="phone" />);
  const frame = screen.getByTitle("Preview of the guests' page at phone width") as HTMLIFrameElement;
  // happy-dom loads no frame: the frame's window is a stand-in that records what it is sent.
  const sent = vi.fn();
  Object.defineProperty(frame, "contentWindow", { value: { postMessage: sent } });

  // Another origin's word is ignored.
  fromFrame(frame, { type: PREVIEW_READY }, "https://elsewhere.example");
  expect(sent).not.toHaveBeenCalled();
  fromFrame(frame, { type: PREVIEW_READY });
  expect(sent).toHaveBeenLastCalledWith({ type: PREVIEW_CONTENT, yaml: "a: 1", pictures: {} }, window.location.origin);

  rerender(<LivePreview yaml="a: 12" pictures={{}} width="phone" />);
  rerender(<LivePreview yaml="a: 123" pictures={{}} width="phone" />);
  act(() => vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS - 1));
  expect(sent).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(1));
  expect(sent).toHaveBeenCalledTimes(2);
  expect(sent).toHaveBeenLastCalledWith(
    { type: PREVIEW_CONTENT, yaml: "a: 123", pictures: {} },
    window.location.origin,
  );

  fromFrame(frame, { type: PREVIEW_SHOWN, problems: ["wedding.yaml:1 a: is not a field here"] });
  expect(screen.getByRole("status").textContent).toContain("The preview shows the last version without problems");
  fromFrame(frame, { type: PREVIEW_SHOWN, problems: [] });
  expect(screen.queryByText(/last version without problems/)).toBeNull();
});
