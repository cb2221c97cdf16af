import type { WordsLike } from "./words.ts";

/**
 * The fixed words guests read about their data (decision 16, decision 21),
 * in English: the short notices where data is collected, the analytics
 * banner, and the full /privacy page. The couple's names, dates, addresses
 * and contacts fill the slots. The notices' words and the page's are kept
 * apart so the guest page, which shows only the notices, ships only theirs.
 */
/** The short notices' words: the guest page shows them, and ships only these. */
export const PRIVACY_NOTICE_WORDS_EN = {
  /** The link every short notice ends with, and the /privacy page's title. */
  link: "How we look after your data",
  /** How long data is kept: "until 25 March 2026", or until the couple deletes it when retention is off. */
  retention: {
    until: "until {date}",
    untilDeletedIt: "until the couple deletes it",
    untilDeletedThem: "until the couple deletes them",
  },
  /** Whom to ask to see, correct or delete data. */
  removal: {
    writeOrAsk: "write to {email} or ask {names}",
    ask: "ask {names}",
  },
  /** The open RSVP form's notice, sentence by sentence. */
  rsvpNotice: {
    collect:
      "{couple} collect your name, email, answer, your partner's name and your message to plan their wedding and to write to you about it.",
    kept: "Only they see it, and it is kept {retention}.",
    removeWithLink: "To see, correct or delete it, use the link in your confirmation email, or {removal}.",
    remove: "To see, correct or delete it, {removal}.",
  },
  /** The personal link's notice, above the household's form. */
  householdNotice: {
    collect:
      "{couple} keep your household's names, email, phone, answers, meals and dietary needs (which may say something about your health) to plan their wedding and to write to you about it.",
    kept: "Only they see it, and it is kept {retention}.",
    remove: 'Under "Your data" below you can see, correct, download or delete it, or {removal}.',
  },
  /** The upload panel's notice. */
  photoNotice: {
    receive:
      "{couple} receive the original file, with its location and camera details; guests see only a copy without them, once the couple approves it.",
    name: "A name you give with your photos goes with them: the couple see it, and the slideshow at the reception may show it.",
    kept: "The originals are kept {retention}.",
    keptCopiesStay: "The originals are kept {retention}; approved copies stay on the page after that.",
    remove: "You can remove a photo from this device below, or {removal}.",
  },
  /** Beside the checkbox that strips metadata on the phone. */
  stripMetadata: {
    label: "Remove location and camera details before sending",
    hint: "Done on your phone. A photo your browser cannot open (some HEIC photos) is sent as it is.",
  },
  analyticsBanner: "May {couple} count visits with Google Analytics? Nothing is sent to Google unless you accept.",
} as const;

/** The full notice at /privacy, prerendered on the server. */
export const PRIVACY_PAGE_WORDS_EN = {
  backToInvitation: "Back to the invitation",
  siteNavigation: "Site",
  onThisPage: "On this page",
  emailButton: "Email {email}",
  intro:
    "This site is {couple}'s wedding invitation. This page says what it keeps about you, why, who sees it, for how long, and how to have it removed.",
  who: {
    heading: "Who we are",
    text: "{couple} collect and keep your data for their wedding. They run this site themselves; nobody else decides what happens to it.",
  },
  what: {
    heading: "What we collect",
    text: "Only what you give us:",
    rsvp: "The RSVP form: your name, email, whether you come, your partner's name and your message.",
    household:
      "Your personal link: your household's names, email and phone, who comes to which event, meals, and dietary needs, which may say something about your health.",
    photos:
      "Photos you share: the file and what it carries, such as where and when it was taken and the camera, and the name you give with them, if you do. You can remove those details on your phone before sending.",
  },
  why: {
    heading: "Why",
    text: "To know who is coming, to plan seats and meals, to send you the details and reminders you asked for, and to share the day's photos with the guests.",
  },
  whoSees: {
    heading: "Who sees it",
    text: "Only {couple}. Emails to you go through their mail provider. Photo copies without location or camera details are shown to guests once the couple approves them. Nothing is sold or shared with anyone else.",
  },
  howLong: {
    heading: "How long we keep it",
    untilDeleted:
      "Your answers, emails, contact details and the original photo files are kept until the couple deletes them.",
    until:
      "Your answers, emails, contact details and the original photo files are kept {retention} ({days} days after the wedding) and then deleted.",
    approvedStay: "Approved photos stay on the page as copies without location or camera details.",
    approvedDeleted: "Approved photos are deleted with the rest.",
  },
  rights: {
    heading: "Your rights",
    text: "You may see, correct, download and delete your data at any time:",
    noReason: "Nobody needs to give a reason, and deleting leaves no copy on the site.",
    linkOrMail: 'On your personal link, or the link in your RSVP confirmation email, under "Your data".',
    link: 'On your personal link, under "Your data".',
    photos: "Photos you sent: from the same phone or computer, in the photo upload panel.",
    orAsk: "Or {removal}.",
  },
  otherServices: {
    heading: "Other services",
    map: "The map comes from Google Maps and loads only after you tap Show map; until then Google gets nothing from this page.",
    analytics:
      "If you accept, Google Analytics counts visits (which sections are seen, not who you are). Until you accept nothing is sent to Google, and you can change your choice at the bottom of the page. Your choice is kept in your browser, not in a cookie.",
    noAnalytics: "This site does not use analytics or advertising cookies.",
    /** Only on a site in several languages. */
    languageCookie:
      "The language you choose is kept in a cookie that holds only that language, so the site opens in it next time.",
  },
  contact: {
    heading: "Contact",
    writeOrAsk: "Write to {email}, or ask {contacts}.",
    ask: "Ask {contacts}.",
    complain: "If you think your data was mishandled, you may also complain to your data protection authority.",
  },
} as const;

/** The whole area's words: the notices', and the /privacy page's. */
export const PRIVACY_WORDS_EN = { ...PRIVACY_NOTICE_WORDS_EN, page: PRIVACY_PAGE_WORDS_EN } as const;

export type PrivacyNoticeWords = WordsLike<typeof PRIVACY_NOTICE_WORDS_EN>;
export type PrivacyWords = WordsLike<typeof PRIVACY_WORDS_EN>;
