import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { SlideshowKeyRepository } from "../db/slideshow-key-repository.ts";

/**
 * The slideshow's key (docs/decisions/032-a-slideshow-key-of-its-own.md): 256
 * random bits of the site's own, made the first time the couple asks for the
 * link and kept in the database, so nothing about ADMIN_PASSWORD can be learnt
 * from it and every instance knows the same key. The screen trades it once for
 * a cookie holding an HMAC of it; replacing the key ends both the old link and
 * every screen's cookie, on every instance, at their next request.
 */

const SLIDESHOW_KEY_BYTES = 32;

export function newSlideshowKey(): string {
  return randomBytes(SLIDESHOW_KEY_BYTES).toString("base64url");
}

/** What the screen's cookie holds: derived from the key, so it ends with it, and no way back to the link. */
export function slideshowCookieValue(key: string): string {
  return createHmac("sha256", key).update("slideshow-cookie", "utf8").digest("base64url");
}

/** Compares SHA-256 digests with timingSafeEqual: equal lengths always, so neither length nor content leaks by timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createSlideshowKeys(keys: SlideshowKeyRepository) {
  return {
    /** The current key, made on first need. */
    async current(): Promise<string> {
      return (await keys.find()) ?? (await keys.findOrCreate(newSlideshowKey()));
    },

    /** A new key in place of the old one; the new key. */
    async replace(): Promise<string> {
      const key = newSlideshowKey();
      await keys.replace(key);
      return key;
    },

    /** Whether `given` is the current key (never, before one is made). */
    async isKey(given: string): Promise<boolean> {
      const key = await keys.find();
      return key !== null && sameSecret(given, key);
    },

    /** Whether `given` is the cookie of the current key. */
    async isCookie(given: string): Promise<boolean> {
      const key = await keys.find();
      return key !== null && sameSecret(given, slideshowCookieValue(key));
    },
  };
}

export type SlideshowKeys = ReturnType<typeof createSlideshowKeys>;
