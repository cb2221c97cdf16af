import {
  alreadySelectedText,
  deviceFullText,
  tooManyPhotosText,
  unsupportedTypeText,
  uploadSummaryText,
} from "../client/sections/photo-upload/photo-words.ts";
import type { UploadSummary } from "../shared/photo.ts";
import { PAGE_WORDS_EN } from "../shared/words/page-en.ts";
import { fill } from "../shared/words/words.ts";

/** The upload panel's messages as an English page shows them, for tests to expect. */
export const PHOTO_WORDS_EN = { ...PAGE_WORDS_EN.photoMessages, unsupportedType: unsupportedTypeText(PAGE_WORDS_EN) };

export const uploadSummaryMessage = (summary: UploadSummary) => uploadSummaryText(PAGE_WORDS_EN, "en", summary);
export const deviceFullMessage = (count: number) => deviceFullText(PAGE_WORDS_EN, "en", count);
export const alreadySelectedMessage = (name: string) => alreadySelectedText(PAGE_WORDS_EN, name);
export const tooManyPhotosMessage = (max: number, selected: number, uploading: number) =>
  tooManyPhotosText(PAGE_WORDS_EN, max, selected, uploading);
export const storageFailedMessage = (reason: string) => fill(PAGE_WORDS_EN.photoMessages.storageFailed, { reason });
export const databaseFailedMessage = (reason: string) => fill(PAGE_WORDS_EN.photoMessages.databaseFailed, { reason });
