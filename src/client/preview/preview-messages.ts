/**
 * What the admin page and the preview in its frame say to each other (ADR 055), by postMessage on one origin:
 * the frame says it is ready, the admin sends the content to show, and the frame answers whether it could.
 */

/** The frame's first word: it listens now, so the admin sends it the content. */
export const PREVIEW_READY = "wedding-preview:ready";
/** The admin's: show this content (the file as written, and each picture's hash). */
export const PREVIEW_CONTENT = "wedding-preview:content";
/** The frame's answer to each content: shown, or the file's problems (the last good page stays shown). */
export const PREVIEW_SHOWN = "wedding-preview:shown";

export interface PreviewContentMessage {
  type: typeof PREVIEW_CONTENT;
  yaml: string;
  pictures: Record<string, string>;
}

export interface PreviewShownMessage {
  type: typeof PREVIEW_SHOWN;
  /** Empty when the page shows this content; else what keeps it from showing, one line a problem. */
  problems: string[];
}

/** Whether a message event came from `from` on this page's own origin: anything else is ignored. */
export function isOwnMessage(event: MessageEvent, from: MessageEventSource | null | undefined): boolean {
  return event.origin === window.location.origin && from != null && event.source === from;
}

/** The data's `type`, when it is an object that has one. */
export function messageType(data: unknown): string | null {
  return typeof data === "object" && data !== null && "type" in data && typeof data.type === "string"
    ? data.type
    : null;
}
