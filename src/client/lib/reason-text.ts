import type { FirstViewWords } from "../../shared/words/page-parts.ts";
import { fill } from "../../shared/words/words.ts";
import type { ApiFailure } from "./api.ts";

/*
 * Kept apart from api.ts: the first view's code names a failure's reason, and importing api.ts for it would put
 * the request code in the first view.
 */

/**
 * Why a request failed, in the page's words, for the parentheses of a message: "(could not reach the server)",
 * "(server error 500)". A refusal the page has no words for is named by its status.
 */
export function reasonText(words: FirstViewWords, failure: ApiFailure): string {
  if (failure.kind === "error") return fill(words.reasons.serverError, { status: failure.status });
  const why = failure.why ?? "unreachable";
  return why === "serverError" ? fill(words.reasons.serverError, { status: failure.status ?? "" }) : words.reasons[why];
}
