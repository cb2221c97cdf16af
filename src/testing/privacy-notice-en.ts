import * as notice from "../shared/privacy-notice.ts";
import { PRIVACY_NOTICE_WORDS_EN, PRIVACY_WORDS_EN } from "../shared/words/privacy-en.ts";

/** The privacy notices as an English page shows them, for tests to expect (the page's code takes the words it is given). */
type Content = Parameters<typeof notice.rsvpNotice>[0];

export { PRIVACY_PAGE_PATH } from "../shared/privacy-notice.ts";
export const PRIVACY_LINK_TEXT = PRIVACY_NOTICE_WORDS_EN.link;
export const STRIP_METADATA_LABEL = PRIVACY_NOTICE_WORDS_EN.stripMetadata.label;
export const STRIP_METADATA_HINT = PRIVACY_NOTICE_WORDS_EN.stripMetadata.hint;

export const retentionWords = (content: Content, what: "it" | "them" = "it") =>
  notice.retentionWords(content, what, PRIVACY_NOTICE_WORDS_EN);
export const removalContact = (content: Content) => notice.removalContact(content, PRIVACY_NOTICE_WORDS_EN);
export const rsvpNotice = (content: Content) => notice.rsvpNotice(content, PRIVACY_NOTICE_WORDS_EN);
export const householdNotice = (content: Content) => notice.householdNotice(content, PRIVACY_NOTICE_WORDS_EN);
export const photoNotice = (content: Content) => notice.photoNotice(content, PRIVACY_NOTICE_WORDS_EN);
export const analyticsBannerText = (content: Content) => notice.analyticsBannerText(content, PRIVACY_NOTICE_WORDS_EN);
export const privacyPage = (content: Content) => notice.privacyPage(content, PRIVACY_WORDS_EN);
