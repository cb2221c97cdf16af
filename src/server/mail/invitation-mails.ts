import { z } from "zod";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { invitationText } from "../../shared/households.ts";
import { html } from "../../shared/html.ts";
import { quotedName } from "./quoted-name.ts";
import type { RenderedMail } from "./templates.ts";

/**
 * The household's invitation and reminder mails (docs/product.md, decision
 * 13): the same words as the WhatsApp message (invitationText) with the
 * personal link as a button. The outbox row keeps the link and the deadline
 * as they were when the couple pressed send. The household's name is quoted
 * (quotedName): a guest can retype it with the link, and the address too.
 */
export const InvitationMailDataSchema = z.object({
  displayName: z.string(),
  /** The absolute personal link, https://…/i/<code>. */
  url: z.url(),
  deadlineLabel: z.string(),
});
export type InvitationMailData = z.infer<typeof InvitationMailDataSchema>;

export function householdInvitation(data: InvitationMailData, content: WeddingContent): RenderedMail {
  return invitationMail(data, content, false);
}

export function householdReminder(data: InvitationMailData, content: WeddingContent): RenderedMail {
  return invitationMail(data, content, true);
}

function invitationMail(data: InvitationMailData, content: WeddingContent, reminder: boolean): RenderedMail {
  const couple = coupleNames(content);
  const event = content.calendar.title;
  const subject = reminder
    ? `A reminder: please RSVP to ${event} by ${data.deadlineLabel}`
    : `You're invited: ${event}`;
  const message = invitationText({
    displayName: quotedName(data.displayName),
    coupleNames: couple,
    deadlineLabel: data.deadlineLabel,
    url: data.url,
    reminder,
  });
  const button = reminder ? "Answer your invitation" : "Open your invitation";
  const accent = content.theme.colours[0]?.hex ?? content.theme.page.accent;
  const text = [message, "", `${button}: ${data.url}`, "", "With love,", couple, ""].join("\n");
  const body = html`<!doctype html>
<html lang="${content.site.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${subject}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#222222;font-family:Georgia,serif;font-size:16px;line-height:1.5">
  <div style="max-width:560px;margin:0 auto">
    <p>${message}</p>
    <p style="margin:24px 0"><a href="${data.url}" style="display:inline-block;padding:12px 24px;background:${accent};color:#ffffff;text-decoration:none;border-radius:6px">${button}</a></p>
    <p style="font-size:14px;color:#555555">Or open this link: <a href="${data.url}">${data.url}</a></p>
    <p>With love,<br>${couple}</p>
  </div>
</body>
</html>
`;
  return { subject, text, html: body.value, attachments: [] };
}
