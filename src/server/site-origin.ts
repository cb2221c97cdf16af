import type { WeddingContent } from "../shared/content-schema.ts";
import { invitationPath } from "../shared/households.ts";

/**
 * The site's public origin for absolute links in mails, or null. Only the
 * content's `site.origin` counts: a mail caused by a public request must
 * never take its links from the request (a Host header is the sender's to
 * write, and would put their domain into a mail that looks like ours). With
 * no origin in the content, such mails leave the link out. The admin, whose
 * requests are authenticated and same-site, may fall back to its own
 * request's origin.
 */
export function publicSiteOrigin(content: Pick<WeddingContent, "site">): string | null {
  return content.site.origin ? new URL(content.site.origin).origin : null;
}

/** A household's personal link on `origin`, or null without an origin. */
export function invitationUrl(origin: string | null, code: string): string | null {
  return origin ? `${origin}${invitationPath(code)}` : null;
}
