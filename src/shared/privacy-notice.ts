import type { WeddingContent } from "./content-schema.ts";
import { coupleNames } from "./couple-names.ts";
import { PRIVACY_PAGE_PATH, retentionInfo } from "./privacy.ts";
import { contactNamesText } from "./rsvp-messages.ts";

/**
 * The words guests read about their data (decision 16): the short notices
 * where data is collected and the full /privacy page, all made from the
 * content, so the page, the privacy page and the tests read the same words.
 * Plain functions of the content: the page bundles them without the schema.
 */

type PrivacyContent = Pick<WeddingContent, "couple" | "events" | "privacy" | "rsvp" | "site" | "timeZone">;

/** The link every short notice ends with. */
export const PRIVACY_LINK_TEXT = "How we look after your data";
export { PRIVACY_PAGE_PATH };

/** Who collects guests' data: the couple, by their first names. */
export function dataCollector(content: PrivacyContent): string {
  return coupleNames(content);
}

/** "until 25 March 2026", or "until the couple deletes it" when the content turns retention off. */
export function retentionWords(content: PrivacyContent, what: "it" | "them" = "it"): string {
  const { deletesAt } = retentionInfo(content);
  if (deletesAt === null) return `until the couple deletes ${what}`;
  return `until ${retentionDateLabel(deletesAt, content)}`;
}

/** The retention date in the wedding's time zone and the site's language. */
export function retentionDateLabel(instant: string, content: Pick<PrivacyContent, "site" | "timeZone">): string {
  return new Intl.DateTimeFormat(content.site.language, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: content.timeZone,
  }).format(new Date(instant));
}

/** Whom to ask: the privacy email when the couple gave one, else the RSVP contacts by name. */
export function removalContact(content: PrivacyContent): string {
  const email = content.privacy.contactEmail;
  const names = contactNamesText(content.rsvp.contacts);
  return email ? `write to ${email} or ask ${names}` : `ask ${names}`;
}

/** The open RSVP form's notice. */
export function rsvpNotice(content: PrivacyContent): string {
  const couple = dataCollector(content);
  return (
    `${couple} collect your name, email, answer, your partner's name and your message to plan their wedding and to write to you about it. ` +
    `Only they see it, and it is kept ${retentionWords(content)}. ` +
    // Mails from the open form carry the household's link only when the site has a public origin (ADR 022).
    (content.site.origin
      ? `To see, correct or delete it, use the link in your confirmation email, or ${removalContact(content)}.`
      : `To see, correct or delete it, ${removalContact(content)}.`)
  );
}

/** The personal link's notice, above the household's form. */
export function householdNotice(content: PrivacyContent): string {
  const couple = dataCollector(content);
  return (
    `${couple} keep your household's names, email, phone, answers, meals and dietary needs (which may say something about your health) to plan their wedding and to write to you about it. ` +
    `Only they see it, and it is kept ${retentionWords(content)}. ` +
    `Under "Your data" below you can see, correct, download or delete it, or ${removalContact(content)}.`
  );
}

/** The upload panel's notice. */
export function photoNotice(content: PrivacyContent): string {
  const couple = dataCollector(content);
  const { keepApprovedPhotos, deletesAt } = retentionInfo(content);
  return (
    `${couple} receive the original file, with its location and camera details; guests see only a copy without them, once the couple approves it. ` +
    `A name you give with your photos goes with them: the couple see it, and the slideshow at the reception may show it. ` +
    `The originals are kept ${retentionWords(content, "them")}` +
    (keepApprovedPhotos && deletesAt !== null ? "; approved copies stay on the page after that. " : ". ") +
    `You can remove a photo from this device below, or ${removalContact(content)}.`
  );
}

/** Beside the checkbox that strips metadata on the phone. */
export const STRIP_METADATA_LABEL = "Remove location and camera details before sending";
export const STRIP_METADATA_HINT =
  "Done on your phone. A photo your browser cannot open (some HEIC photos) is sent as it is.";

/** The analytics banner's words. */
export function analyticsBannerText(content: PrivacyContent): string {
  return `May ${dataCollector(content)} count visits with Google Analytics? Nothing is sent to Google unless you accept.`;
}

/** One heading of the /privacy page and what it says. */
export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface PrivacyPage {
  title: string;
  intro: string;
  sections: PrivacySection[];
}

/** The full privacy notice at /privacy, prerendered at build time. */
export function privacyPage(content: PrivacyContent): PrivacyPage {
  const couple = dataCollector(content);
  const retention = retentionInfo(content);
  const contacts = contactNamesText(
    content.rsvp.contacts.map((contact) => ({
      name: contact.phone ? `${contact.name} (${contact.phone})` : contact.name,
    })),
  );
  const email = content.privacy.contactEmail;
  const analytics = Boolean(content.site.gaMeasurementId);
  return {
    title: "How we look after your data",
    intro: `This site is ${couple}'s wedding invitation. This page says what it keeps about you, why, who sees it, for how long, and how to have it removed.`,
    sections: [
      {
        id: "who",
        heading: "Who we are",
        paragraphs: [
          `${couple} collect and keep your data for their wedding. They run this site themselves; nobody else decides what happens to it.`,
        ],
      },
      {
        id: "what",
        heading: "What we collect",
        paragraphs: ["Only what you give us:"],
        list: [
          "The RSVP form: your name, email, whether you come, your partner's name and your message.",
          "Your personal link: your household's names, email and phone, who comes to which event, meals, and dietary needs, which may say something about your health.",
          "Photos you share: the file and what it carries, such as where and when it was taken and the camera, and the name you give with them, if you do. You can remove those details on your phone before sending.",
        ],
      },
      {
        id: "why",
        heading: "Why",
        paragraphs: [
          "To know who is coming, to plan seats and meals, to send you the details and reminders you asked for, and to share the day's photos with the guests.",
        ],
      },
      {
        id: "who-sees",
        heading: "Who sees it",
        paragraphs: [
          `Only ${couple}. Emails to you go through their mail provider. Photo copies without location or camera details are shown to guests once the couple approves them. Nothing is sold or shared with anyone else.`,
        ],
      },
      {
        id: "how-long",
        heading: "How long we keep it",
        paragraphs: [
          retention.deletesAt === null
            ? "Your answers, emails, contact details and the original photo files are kept until the couple deletes them."
            : `Your answers, emails, contact details and the original photo files are kept ${retentionWords(content)} (${retention.days} days after the wedding) and then deleted.`,
          retention.keepApprovedPhotos
            ? "Approved photos stay on the page as copies without location or camera details."
            : "Approved photos are deleted with the rest.",
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        paragraphs: [
          "You may see, correct, download and delete your data at any time:",
          "Nobody needs to give a reason, and deleting leaves no copy on the site.",
        ],
        list: [
          content.site.origin
            ? 'On your personal link, or the link in your RSVP confirmation email, under "Your data".'
            : 'On your personal link, under "Your data".',
          "Photos you sent: from the same phone or computer, in the photo upload panel.",
          `Or ${removalContact(content)}.`,
        ],
      },
      {
        id: "third-parties",
        heading: "Other services",
        paragraphs: [
          "The map comes from Google Maps and loads only after you tap Show map; until then Google gets nothing from this page.",
          analytics
            ? "If you accept, Google Analytics counts visits (which sections are seen, not who you are). Until you accept nothing is sent to Google, and you can change your choice at the bottom of the page. Your choice is kept in your browser, not in a cookie."
            : "This site does not use analytics or advertising cookies.",
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        paragraphs: [
          email
            ? `Write to ${email}, or ask ${contacts}.`
            : `Ask ${contacts}. If you think your data was mishandled, you may also complain to your data protection authority.`,
          ...(email
            ? ["If you think your data was mishandled, you may also complain to your data protection authority."]
            : []),
        ],
      },
    ],
  };
}
