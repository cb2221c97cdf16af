import { readFile } from "node:fs/promises";
import type { Context } from "hono";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { invitationCodeFromPath } from "../../shared/households.ts";
import { html, SafeHtml } from "../../shared/html.ts";
import { invitationGreeting } from "../../shared/invitation-greeting.ts";
import { INVITATION_PAGE_PREFIX } from "../../shared/invitation-page.ts";
import { htmlLanguage, languageOf } from "../../shared/page-languages.ts";
import { notFoundWords, wordsFor } from "../../shared/words/catalogues.ts";
import type { NotFoundWords } from "../../shared/words/not-found-en.ts";
import { calendarFileName, weddingCalendar } from "../calendar.ts";
import type { GuestPages } from "../guest-page.ts";
import type { InvitationService } from "../services/invitation-service.ts";
import type { ServedSite } from "../site/served-site.ts";
import type { InvitationLookupGuard } from "./invitations.ts";

export interface InvitationPageDeps {
  /** The site's files: the public page a link preview's fetcher gets. */
  site: ServedSite;
  content: WeddingContent;
  /** Each audience's view of the content (content/wedding.ts's contentFor). */
  contentFor: ContentFor;
  /** Renders the page for a household's view; the built page's dist/render. */
  pages: GuestPages;
  invitations: InvitationService;
  guard: InvitationLookupGuard;
}

/** A household's calendar file: its personal link with ".ics" (a code never holds a dot). */
const CALENDAR_SUFFIX = ".ics";
const HOUSEHOLD_CALENDAR_STAND_IN = `${INVITATION_PAGE_PREFIX}HOUSEHOLD-CALENDAR-FILE.ics`;
/** Pages kept rendered, one per set of events households are invited to. */
const MAX_RENDERED_PAGES = 64;

export function invitationCalendarPath(code: string): string {
  return `${INVITATION_PAGE_PREFIX}${code}${CALENDAR_SUFFIX}`;
}

const NOINDEX_META = '<meta name="robots" content="noindex">';
/** The prerendered open form is not this household's: hidden until the page hydrates and shows theirs. */
const HIDE_OPEN_FORM = "<style>#rsvp [data-open-rsvp]{display:none}</style>";

/**
 * GET /i/<code>: the page rendered for the household (decision 045): only the
 * events it is invited to, in its language (ADR 051: the view's site.language), in its HTML and in the data its code is handed,
 * opening on its greeting (invitation-greeting.ts: its name, its answers, a
 * tap to its form; the form itself reads the household from the API).
 * GET /i/<code>.ics: the calendar file of its events. Both are private to
 * whoever holds the link: never cached, never sent as a referrer, never
 * indexed. A link preview's fetcher (a chat app's servers) gets the public
 * page, whose share tags show the couple's card, and nothing of the
 * household. A wrong code gets a small page of its own and is counted like a
 * wrong code on the API; the household is not marked opened here (a link
 * preview fetches this page).
 */
export function invitationPage({ site, content, contentFor, pages, invitations, guard }: InvitationPageDeps) {
  /**
   * A render costs the server tens of milliseconds: each set of events is rendered once per language, with a stand-in for the
   * household's calendar file written in afterwards (a code is letters, digits, "_" and "-": the same in HTML and JSON).
   */
  const rendered = new Map<string, Promise<string>>();
  const pageFor = (view: WeddingContent, code: string) => {
    const key = `${pages.version?.() ?? ""}:${view.site.language}:${view.events.map((event) => event.id).join(" ")}`;
    let page = rendered.get(key);
    if (!page) {
      page = pages.render({ ...view, calendar: { ...view.calendar, file: HOUSEHOLD_CALENDAR_STAND_IN } });
      // A failed render is tried again at the next visit; the sets a wedding has are few, but never unbounded.
      page.catch(() => rendered.delete(key));
      if (rendered.size >= MAX_RENDERED_PAGES) rendered.clear();
      rendered.set(key, page);
    }
    return page.then((html) => html.replaceAll(HOUSEHOLD_CALENDAR_STAND_IN, invitationCalendarPath(code)));
  };
  return async (c: Context) => {
    c.header("Cache-Control", "private, no-store");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Robots-Tag", "noindex");
    const refusal = await guard.mayLookUp(c);
    if (refusal) return tooManyTries(c, content, refusal.retryAfterSeconds);
    const calendar = c.req.path.endsWith(CALENDAR_SUFFIX);
    const code = invitationCodeFromPath(calendar ? c.req.path.slice(0, -CALENDAR_SUFFIX.length) : c.req.path);
    const found = code === null ? null : await invitations.peek(code);
    if (code === null || found === null) {
      const tipped = await guard.wrongCode(c);
      if (tipped) return tooManyTries(c, content, tipped.retryAfterSeconds);
      return c.html(invitationNotFound(content), 404);
    }
    const { view, language } = found;
    // The household's own view in its language (its site.language says which): the page, greeting and calendar.
    const household = contentFor({ eventIds: view.household.eventIds }, language);
    if (calendar) {
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${calendarFileName(household)}"`);
      return c.body(weddingCalendar(household));
    }
    if (isLinkPreview(c.req.header("User-Agent"))) {
      const indexFile = await site.file("index.html");
      if (indexFile === null) return c.html(invitationNotFound(content), 404);
      return c.html(asPersonalPage(await readFile(indexFile, "utf8"), new SafeHtml("")));
    }
    return c.html(
      asPersonalPage(await pageFor(household, code), invitationGreeting(view, household, wordsFor(household).page)),
    );
  };
}

/**
 * The fetchers of link previews and search engines (WhatsApp, Facebook, Telegram, Slack, Discord, X,
 * LinkedIn…), by their own names only: an app's in-app browser, which a guest reads in, is not one of them.
 */
const LINK_PREVIEW_AGENTS =
  /WhatsApp|facebookexternalhit|Facebot|meta-externalagent|TelegramBot|Slackbot|Discordbot|Twitterbot|LinkedInBot|SkypeUriPreview|Applebot|Googlebot|bingbot|redditbot|vkShare/i;

export function isLinkPreview(userAgent: string | undefined): boolean {
  return userAgent !== undefined && LINK_PREVIEW_AGENTS.test(userAgent);
}

function tooManyTries(c: Context, content: WeddingContent, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  const words = smallPageWords(content);
  return c.html(smallPage(content, words, words.invitation.tooManyTriesTitle, words.invitation.tooManyTries), 429);
}

function invitationNotFound(content: WeddingContent): string {
  const words = smallPageWords(content);
  return smallPage(content, words, words.invitation.notFoundTitle, words.invitation.notFound);
}

/** The small pages are in the site's language. */
function smallPageWords(content: WeddingContent): NotFoundWords {
  return notFoundWords(languageOf(content.site.language));
}

/**
 * The page with a robots noindex in its head (replacing any robots tag it
 * had), the open form hidden (the household's own form replaces it once the
 * page hydrates, so a guest never starts on the wrong one) and the
 * household's greeting first in the body, before the app's root.
 */
export function asPersonalPage(page: string, greeting: SafeHtml): string {
  const head = `${NOINDEX_META}${HIDE_OPEN_FORM}`;
  const withoutRobots = page.replace(/<meta\s+name=["']?robots["']?[^>]*>/gi, "");
  const withHead = /<\/head>/i.test(withoutRobots)
    ? withoutRobots.replace(/<\/head>/i, `${head}</head>`)
    : withoutRobots.replace(/^(\s*<!doctype html>)?/i, (doctype) => `${doctype}${head}`);
  // A function as the replacement: a "$&" in a household's name stays text.
  if (/<body[^>]*>/i.test(withHead)) return withHead.replace(/<body[^>]*>/i, (body) => `${body}${greeting.value}`);
  return `${withHead}${greeting.value}`;
}

/** A small page in the site's colours: its title, one sentence, a way to the main page. Nothing from elsewhere. */
function smallPage(content: WeddingContent, words: NotFoundWords, heading: string, sentence: string): string {
  const { page } = content.theme;
  return html`<!doctype html>
<html lang="${htmlLanguage(content)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${new SafeHtml(NOINDEX_META)}
<title>${heading} · ${content.site.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${page.background};color:${page.text};font-family:Georgia,serif;line-height:1.5}
main{max-width:32rem;padding:2rem 1.5rem;text-align:center}
p.site{color:${page.earth};letter-spacing:.08em;text-transform:uppercase;font-size:.85rem}
h1{font-weight:normal;font-size:1.8rem;margin:.5rem 0 1rem}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;border-radius:999px;background:${page.accent};color:#ffffff;text-decoration:none}
a:focus-visible{outline:3px solid ${page.text};outline-offset:3px}
</style></head>
<body><main><p class="site">${content.site.title}</p><h1>${heading}</h1><p>${sentence}</p><a href="/">${words.invitation.toWeddingPage}</a></main></body>
</html>
`.value;
}
