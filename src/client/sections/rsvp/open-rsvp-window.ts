import type { WeddingContent } from "../../../shared/content-schema.ts";
import { rsvpIsOpen } from "../../../shared/households.ts";
import { getRsvpWindow } from "../../lib/invitation-api.ts";

/**
 * Whether the open form still takes answers, once the content's deadline
 * may have passed: the exact end of the deadline's day in the site's time
 * zone first (no request before it), then the server, which knows whether
 * the couple moved the deadline. The deadline answers closed on (the page
 * words it with the contacts); null while answers are taken, or when the server cannot say.
 */
export async function closedDeadlineNow(content: WeddingContent, now = new Date()): Promise<string | null> {
  if (rsvpIsOpen(content.rsvp, content.timeZone, now)) return null;
  const result = await getRsvpWindow();
  if (!result.ok || result.value.open) return null;
  return result.value.deadlineLabel;
}
