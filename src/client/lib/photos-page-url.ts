import { PHOTOS_PAGE_PATH } from "../../shared/uploads.ts";

/** The photos-only page's full address, for QR codes: on the couple's public origin when the content names it. */
export function photosPageUrl(siteOrigin: string | undefined): string {
  return `${(siteOrigin ?? window.location.origin).replace(/\/+$/, "")}${PHOTOS_PAGE_PATH}`;
}
