import type { WeddingContent } from "./content-schema.ts";
import { coupleNames } from "./couple-names.ts";
import { siteLanguages } from "./page-languages.ts";
import { PRIVACY_PAGE_PATH, retentionInfo } from "./privacy.ts";
import { contactNamesText } from "./rsvp-messages.ts";
import type { PrivacyNoticeWords, PrivacyWords } from "./words/privacy-en.ts";
import { fill } from "./words/words.ts";

/**
 * The words guests read about their data (decision 16): the short notices
 * where data is collected and the full /privacy page, all made from the
 * content and a catalogue's words (decision 21), so the page, the privacy
 * page and the tests read the same words. Plain functions of the content:
 * the page bundles them without the schema. Each takes the words of the
 * guest's language: the guest page's come in its site data (its words'
 * `privacyNotice`), so no catalogue is in the page's code.
 */

type PrivacyContent = Pick<WeddingContent, "couple" | "events" | "privacy" | "rsvp" | "site" | "timeZone">;

export { PRIVACY_PAGE_PATH };

/** Who collects guests' data: the couple, by their first names. */
export function dataCollector(content: PrivacyContent): string {
  return coupleNames(content);
}

/** How long data is kept: until the day it goes ("until 25 March 2026"), or the couple's deleting it when the content turns retention off. */
export function retentionWords(content: PrivacyContent, what: "it" | "them", words: PrivacyNoticeWords): string {
  const { deletesAt } = retentionInfo(content);
  if (deletesAt === null) return what === "it" ? words.retention.untilDeletedIt : words.retention.untilDeletedThem;
  return fill(words.retention.until, { date: content.privacy.deletesAtLabel ?? deletesAt });
}

/** Whom to ask: the privacy email when the couple gave one, else the RSVP contacts by name. */
export function removalContact(content: PrivacyContent, words: PrivacyNoticeWords): string {
  const email = content.privacy.contactEmail;
  const names = contactNamesText(content.rsvp.contacts);
  return email ? fill(words.removal.writeOrAsk, { email, names }) : fill(words.removal.ask, { names });
}

/** The open RSVP form's notice. */
export function rsvpNotice(content: PrivacyContent, words: PrivacyNoticeWords): string {
  const notice = words.rsvpNotice;
  const removal = removalContact(content, words);
  return [
    fill(notice.collect, { couple: dataCollector(content) }),
    fill(notice.kept, { retention: retentionWords(content, "it", words) }),
    // Mails from the open form carry the household's link only when the site has a public origin (ADR 022).
    fill(content.site.origin ? notice.removeWithLink : notice.remove, { removal }),
  ].join(" ");
}

/** The personal link's notice, above the household's form. */
export function householdNotice(content: PrivacyContent, words: PrivacyNoticeWords): string {
  const notice = words.householdNotice;
  return [
    fill(notice.collect, { couple: dataCollector(content) }),
    fill(notice.kept, { retention: retentionWords(content, "it", words) }),
    fill(notice.remove, { removal: removalContact(content, words) }),
  ].join(" ");
}

/** The upload panel's notice. */
export function photoNotice(content: PrivacyContent, words: PrivacyNoticeWords): string {
  const notice = words.photoNotice;
  const { keepApprovedPhotos, deletesAt } = retentionInfo(content);
  return [
    fill(notice.receive, { couple: dataCollector(content) }),
    notice.name,
    fill(keepApprovedPhotos && deletesAt !== null ? notice.keptCopiesStay : notice.kept, {
      retention: retentionWords(content, "them", words),
    }),
    fill(notice.remove, { removal: removalContact(content, words) }),
  ].join(" ");
}

/** The analytics banner's words. */
export function analyticsBannerText(content: PrivacyContent, words: PrivacyNoticeWords): string {
  return fill(words.analyticsBanner, { couple: dataCollector(content) });
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
export function privacyPage(content: PrivacyContent, words: PrivacyWords): PrivacyPage {
  const page = words.page;
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
    title: words.link,
    intro: fill(page.intro, { couple }),
    sections: [
      { id: "who", heading: page.who.heading, paragraphs: [fill(page.who.text, { couple })] },
      {
        id: "what",
        heading: page.what.heading,
        paragraphs: [page.what.text],
        list: [page.what.rsvp, page.what.household, page.what.photos],
      },
      { id: "why", heading: page.why.heading, paragraphs: [page.why.text] },
      { id: "who-sees", heading: page.whoSees.heading, paragraphs: [fill(page.whoSees.text, { couple })] },
      {
        id: "how-long",
        heading: page.howLong.heading,
        paragraphs: [
          retention.deletesAt === null
            ? page.howLong.untilDeleted
            : fill(page.howLong.until, {
                retention: retentionWords(content, "it", words),
                days: String(retention.days),
              }),
          retention.keepApprovedPhotos ? page.howLong.approvedStay : page.howLong.approvedDeleted,
        ],
      },
      {
        id: "rights",
        heading: page.rights.heading,
        paragraphs: [page.rights.text, page.rights.noReason],
        list: [
          content.site.origin ? page.rights.linkOrMail : page.rights.link,
          page.rights.photos,
          fill(page.rights.orAsk, { removal: removalContact(content, words) }),
        ],
      },
      {
        id: "third-parties",
        heading: page.otherServices.heading,
        paragraphs: [
          page.otherServices.map,
          analytics ? page.otherServices.analytics : page.otherServices.noAnalytics,
          ...(siteLanguages(content).length > 1 ? [page.otherServices.languageCookie] : []),
        ],
      },
      {
        id: "contact",
        heading: page.contact.heading,
        paragraphs: email
          ? [fill(page.contact.writeOrAsk, { email, contacts }), page.contact.complain]
          : [`${fill(page.contact.ask, { contacts })} ${page.contact.complain}`],
      },
    ],
  };
}
