import { megabytes, PHOTO_FORMATS, type UploadSummary } from "../../../shared/photo.ts";
import type { FirstViewWords, WordsWithPart } from "../../../shared/words/page-parts.ts";

type UploadWords = WordsWithPart<"upload">;

import { counted, fill, type Language } from "../../../shared/words/words.ts";

/**
 * The upload panel's messages in the page's words (docs/product.md sections 5 and 8): the couple's limits and the
 * photos' names fill the slots. The server keeps its own English (shared/photo.ts) for the couple and operators.
 */

/** "JPEG, PNG, WebP, or HEIC". Joined by hand: an Intl.ListFormat loads its locale data as the page starts. */
export function formatNames(words: FirstViewWords): string {
  const names = PHOTO_FORMATS.map((format) => format.name);
  const last = names.pop() ?? "";
  return fill(words.upload.formats, { names: names.join(", "), last });
}

/** "Please upload only JPEG, PNG, WebP, or HEIC images." */
export function unsupportedTypeText(words: UploadWords): string {
  return fill(words.photoMessages.unsupportedType, { formats: formatNames(words) });
}

/** "File size must be less than 10MB." */
export function tooLargeText(words: UploadWords, maxFileBytes: number): string {
  return fill(words.photoMessages.tooLarge, { megabytes: megabytes(maxFileBytes) });
}

/** "<name> is already selected" */
export function alreadySelectedText(words: UploadWords, fileName: string): string {
  return fill(words.photoMessages.alreadySelected, { name: fileName });
}

/** The per-visit rule's message: the limit, how many are selected and uploading, and how many more fit. */
export function tooManyPhotosText(words: UploadWords, max: number, selected: number, uploading: number): string {
  const room = Math.max(0, max - selected - uploading);
  return fill(words.photoMessages.tooMany, { max, selected, uploading, room });
}

/** The phone refused to keep `count` photos for sending later (a storage quota). */
export function deviceFullText(words: UploadWords, language: Language, count: number): string {
  return counted(language, words.photoMessages.deviceFull, count);
}

/**
 * The end of a round of sending, in words (issue 31): what arrived of what the guest chose, and which did not with
 * why. "5 of 5 photos sent."; "10 of 12 photos sent; these 2 could not be sent: a.jpg (File size must be less than
 * 10MB); b.txt (Please upload only JPEG, PNG, WebP, or HEIC images)."
 */
export function uploadSummaryText(
  words: UploadWords,
  language: Language,
  { total, sent, alreadySent, failed }: UploadSummary,
): string {
  const summary = words.uploadSummary;
  let text = counted(language, summary.sent, total, { sent: sent + alreadySent });
  if (alreadySent > 0) text += counted(language, summary.alreadyThere, alreadySent);
  if (failed.length > 0) {
    const why = failed
      .map(({ name, reason }) => fill(summary.why, { name, reason: reason.replace(/[.\s]+$/, "") }))
      .join("; ");
    text +=
      failed.length === 1
        ? fill(summary.failedOne, { why })
        : counted(language, summary.failed, failed.length, { why });
  }
  return fill(summary.sentence, { summary: text });
}
