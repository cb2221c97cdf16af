import { useEffect, useState } from "react";
import type { SlideshowFeed, SlideshowPhoto } from "../../shared/slideshow-schemas.ts";
import { SLIDESHOW_API, SLIDESHOW_ERROR_CODES, SLIDESHOW_POLL_MS } from "../../shared/uploads.ts";
import { type ApiResult, lazySchema, requestJson } from "../lib/api.ts";

/** The refusals the screen explains in its own words (the slideshow's words of the same names). */
const EXPLAINED = {
  [SLIDESHOW_ERROR_CODES.wrongKey]: "wrongKey",
  [SLIDESHOW_ERROR_CODES.disabled]: "disabled",
  [SLIDESHOW_ERROR_CODES.rateLimited]: "rateLimited",
} as const;
export type Refusal = (typeof EXPLAINED)[keyof typeof EXPLAINED];

export type FeedState =
  | { kind: "loading" }
  /** `refusal` when the screen has words for it; otherwise the server's `message` is shown as it came. */
  | { kind: "refused"; refusal: Refusal | undefined; message: string }
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
        const refusal = EXPLAINED[result.code as keyof typeof EXPLAINED];
        setState({ kind: "refused", refusal, message: result.message });
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
