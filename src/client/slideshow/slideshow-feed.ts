import { useEffect, useState } from "react";
import type { SlideshowFeed, SlideshowPhoto } from "../../shared/slideshow-schemas.ts";
import { SLIDESHOW_API, SLIDESHOW_ERROR_CODES, SLIDESHOW_POLL_MS } from "../../shared/uploads.ts";
import { type ApiResult, lazySchema, requestJson } from "../lib/api.ts";

/** What the screen says when the server will not show the photos, by SLIDESHOW_ERROR_CODES. */
export const SLIDESHOW_MESSAGES = {
  [SLIDESHOW_ERROR_CODES.wrongKey]:
    "This slideshow link is not valid. Open the slideshow again from the admin (Photos, Slideshow) to get the current link.",
  [SLIDESHOW_ERROR_CODES.disabled]:
    "The slideshow is off. It works once the couple's admin password (ADMIN_PASSWORD) is set on the server.",
  [SLIDESHOW_ERROR_CODES.rateLimited]:
    "Too many wrong slideshow links were tried from this network. The slideshow tries again in a few minutes.",
} as const;

export type FeedState =
  | { kind: "loading" }
  | { kind: "refused"; message: string }
  | { kind: "ready"; photos: SlideshowPhoto[] };

/** The screen's cookie (set when it opened the link) or the couple's admin session opens it: the browser sends either. */
function getFeed(): Promise<ApiResult<SlideshowFeed>> {
  return requestJson(SLIDESHOW_API.feed, parseSlideshowFeed);
}

/** The feed as its schema (src/shared/slideshow-schemas.ts) reads it, imported when the answer arrives. */
export const parseSlideshowFeed = lazySchema(() =>
  import("../../shared/slideshow-schemas.ts").then((schemas) => schemas.SlideshowFeedSchema),
);

/**
 * The approved photos, asked for every SLIDESHOW_POLL_MS. A venue's network
 * comes and goes: while the server cannot be reached the screen keeps what it
 * has. A refusal (wrong key, slideshow off) stops asking; too many wrong keys
 * from this network waits as long as the server says, then asks again.
 */
export function useSlideshowFeed(): FeedState {
  const [state, setState] = useState<FeedState>({ kind: "loading" });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await getFeed();
      if (stopped) return;
      let wait = SLIDESHOW_POLL_MS;
      if (result.ok) {
        setState({ kind: "ready", photos: result.value.photos });
      } else if (result.kind === "error" && result.status < 500) {
        const message = SLIDESHOW_MESSAGES[result.code as keyof typeof SLIDESHOW_MESSAGES] ?? result.message;
        setState({ kind: "refused", message });
        if (result.status !== 429) return;
        wait = Math.max(wait, (result.retryAfterSeconds ?? 60) * 1000);
      }
      timer = setTimeout(() => void poll(), wait);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return state;
}
