import type { Logger } from "../logger.ts";
import { hitOrLetThrough, type RateLimitDecision, type RateLimiter } from "./rate-limit.ts";

/**
 * The photo limits (docs/decisions/035-a-venue-is-not-one-guest.md): each
 * one absent is no limit. A venue puts hundreds of phones behind one
 * address, so the quota that binds a guest is their device's; the address's
 * is a loose outer ring that a venue does not reach, and the site's
 * ceilings keep the server's disk and time bounded whoever sends.
 */
export interface PhotoRateLimits {
  /** Uploads per device (DEVICE_ID_HEADER), weight 1 each. */
  deviceCount?: RateLimiter;
  /** Bytes per device, weighted by each upload's size. */
  deviceBytes?: RateLimiter;
  /** Uploads per client address (addressKey). */
  addressCount?: RateLimiter;
  /** Bytes per client address. */
  addressBytes?: RateLimiter;
  /** Bytes from everyone together. */
  siteBytes?: RateLimiter;
  /** Resumable uploads started and not yet finished nor removed, from everyone together. */
  siteUnfinished?: RateLimiter;
}

/** Which ring refused an upload: the panel's message says so. */
export type QuotaScope = "device" | "address" | "site";

/** Who sends an upload: the page's device id (null from a client that sends none) and the client address. */
export interface Uploader {
  device: string | null;
  address: string;
}

export interface UploadCharge {
  /** 1 for a new upload, 0 for more bytes of one already admitted. */
  uploads: number;
  bytes: number;
  /** A resumable upload, counted as unfinished until `finished()`. */
  unfinished: boolean;
}

export type UploadAdmission =
  | { allowed: true /** Takes back everything this admission charged. */; giveBack(): Promise<void> }
  | { allowed: false; scope: QuotaScope; decision: RateLimitDecision };

export interface UploadQuota {
  /**
   * Charges an upload to every ring at once (counted before anything is
   * received, so concurrent uploads can never pass a limit together). When
   * any ring is over, every charge is given back, so a refused upload costs
   * nothing anywhere, and the refusal names the narrowest ring that refused.
   */
  admit(uploader: Uploader, charge: UploadCharge): Promise<UploadAdmission>;
  /** A resumable upload counted as unfinished is over: stored, refused while finishing, or removed by its guest. */
  finished(): Promise<void>;
}

/** The site's rings count under one key. */
const SITE = "all";

interface Charge {
  scope: QuotaScope;
  limiter: RateLimiter;
  key: string;
  weight: number;
}

export function createUploadQuota(limits: PhotoRateLimits, logger: Logger): UploadQuota {
  const count = (charge: Charge, weight: number) =>
    hitOrLetThrough(charge.limiter, charge.key, weight, logger, `photo ${charge.scope}`);
  const giveBack = async (charges: Charge[]) => {
    await Promise.all(charges.filter((charge) => charge.weight > 0).map((charge) => count(charge, -charge.weight)));
  };

  return {
    async admit({ device, address }, { uploads, bytes, unfinished }) {
      const charges: Charge[] = [];
      const add = (scope: QuotaScope, limiter: RateLimiter | undefined, key: string, weight: number) => {
        if (limiter) charges.push({ scope, limiter, key, weight });
      };
      if (device !== null) {
        if (uploads > 0) add("device", limits.deviceCount, device, uploads);
        add("device", limits.deviceBytes, device, bytes);
      }
      if (uploads > 0) add("address", limits.addressCount, address, uploads);
      add("address", limits.addressBytes, address, bytes);
      add("site", limits.siteBytes, SITE, bytes);
      if (unfinished) add("site", limits.siteUnfinished, SITE, 1);

      const decisions = await Promise.all(charges.map((charge) => count(charge, charge.weight)));
      // Charges are in order from the narrowest ring out: the first refusal names the ring to blame.
      const refused = decisions.findIndex((decision) => !decision.allowed);
      const refusedBy = charges[refused];
      const decision = decisions[refused];
      if (refusedBy === undefined || decision === undefined) {
        return { allowed: true, giveBack: () => giveBack(charges) };
      }
      await giveBack(charges);
      return { allowed: false, scope: refusedBy.scope, decision };
    },
    async finished() {
      const unfinished = limits.siteUnfinished;
      if (unfinished) await count({ scope: "site", limiter: unfinished, key: SITE, weight: 1 }, -1);
    },
  };
}
