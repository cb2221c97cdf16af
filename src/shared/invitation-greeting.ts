import type { WeddingContent } from "./content-schema.ts";
import type { InvitationView } from "./household-schemas.ts";
import { answersSummary } from "./households.ts";
import { html, type SafeHtml } from "./html.ts";
import type { PageWords } from "./words/page-en.ts";
import { fill } from "./words/words.ts";

/** The id of the greeting's element: the page's styles and the browser tests find it by it. */
export const GREETING_ID = "household-greeting";

/**
 * The household's greeting (issue 31, part 4), put before the app's root by
 * the personal link's page: its name, what it has answered (who is coming
 * to what), and one tap to its form (#rsvp, where the household's own form
 * replaces the open one). Outside React's root, so the page hydrates as
 * prerendered for everyone; the household's form draws it again from the
 * same function after a save. Every string is escaped; the words are the
 * page's, in the guest's language (`words.greeting`).
 * docs/decisions/041-a-household-greeted-at-once-and-mailed-once.md.
 */
export function invitationGreeting(
  view: InvitationView,
  content: WeddingContent,
  { greeting: words }: Pick<PageWords, "greeting">,
): SafeHtml {
  const { household, window } = view;
  const titles = new Map(content.events.map((event) => [event.id, event.title]));
  const summary = answersSummary(household.guests, household.eventIds, words.unnamedGuest);
  const linkText = !window.open ? words.see : summary.length > 0 ? words.change : words.answer;
  const line = (label: string, names: readonly string[]) =>
    names.length > 0 ? html`<span class="household-greeting-line">${label}: ${names.join(", ")}</span>` : "";
  const answers =
    summary.length > 0
      ? html`<h2 class="household-greeting-heading">${words.answersHeading}</h2>
<dl class="household-greeting-answers">${summary.map(
          (event) =>
            html`<div class="household-greeting-event"><dt>${event.eventIds.map((id) => titles.get(id) ?? id).join(" · ")}</dt><dd>${line(words.coming, event.coming)}${line(words.notComing, event.notComing)}</dd></div>`,
        )}</dl>`
      : window.open
        ? html`<p class="household-greeting-reply">${fill(words.replyBy, { date: window.deadlineLabel })}</p>`
        : "";
  return html`<section id="${GREETING_ID}" class="household-greeting" aria-labelledby="${GREETING_ID}-name">
<p class="household-greeting-for">${words.invitationFor}</p>
<p id="${GREETING_ID}-name" class="household-greeting-name">${household.displayName}</p>
${answers}
<a class="household-greeting-link" href="#rsvp">${linkText}</a>
</section>`;
}
