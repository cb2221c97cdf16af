import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { UPLOAD_EXPIRY_MS } from "../../shared/uploads.ts";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { UploadFinish, UploadFinishRepository } from "../db/upload-finish-repository.ts";
import type { Logger } from "../logger.ts";

/** A finish whose holder stops renewing its claim (it crashed) is taken over by the next request after this long. */
export const FINISH_LEASE_MS = 60_000;

/** The answer a finish gave: its status and JSON body, and the photo it made (null when refused). */
export interface FinishAnswer {
  status: number;
  body: string;
  photoId: string | null;
}

/** What a request that would finish an upload may do. */
export type FinishTurn =
  /** Finish it: nobody has, or the last holder's lease ran out. */
  | { kind: "claimed"; claim: HeldClaim }
  /** Another request finished it: answer as it did. */
  | { kind: "done"; answer: FinishAnswer }
  /** Another request is finishing it now: the client asks again later. */
  | { kind: "busy" };

export interface HeldClaim {
  /**
   * Records the answer, in `db` when given (the transaction that inserts the
   * photo, so both land or neither): false when the claim was taken over
   * meanwhile, and nothing was recorded.
   */
  complete(answer: FinishAnswer, db?: Kysely<DatabaseSchema>): Promise<boolean>;
  /** Renews the lease every third of it until the returned function is called. */
  keepAlive(): () => void;
}

export interface UploadFinishesDeps {
  /** Where a claim is completed when the caller gives no transaction. */
  database: Database;
  finishes: UploadFinishRepository;
  logger: Logger;
  /** Epoch milliseconds; tests move it to run a lease out. */
  now?: () => number;
  leaseMs?: number;
}

/**
 * Finishing a resumable upload happens once across every instance
 * (docs/decisions/034-one-upload-is-one-photo.md): the first request claims
 * it with an insert that only one can win, in the database every instance
 * shares, and holds the claim under a lease it renews while it stores the
 * photo. Every other request gets that request's answer, or "busy" while it
 * runs; a claim whose lease ran out (its holder crashed) passes to the next
 * request for the upload.
 */
export function createUploadFinishes({
  database,
  finishes,
  logger,
  now = Date.now,
  leaseMs = FINISH_LEASE_MS,
}: UploadFinishesDeps) {
  /** Each claim is held under a name of its own: two requests of one instance are two holders too. */
  const held = (uploadId: string, holder: string): HeldClaim => ({
    complete: (answer, db = database.db) => finishes.complete(db, uploadId, holder, answer, now()),
    keepAlive() {
      const timer = setInterval(() => {
        const at = now();
        finishes.renew(uploadId, holder, at + leaseMs, at).catch((error: unknown) => {
          logger.warn(
            { errName: (error as Error).name },
            "upload finish lease not renewed; it may pass to another request",
          );
        });
      }, leaseMs / 3);
      timer.unref();
      return () => clearInterval(timer);
    },
  });

  /** The turn of a request for an upload that has a row already. */
  async function turnFor(finish: UploadFinish): Promise<FinishTurn> {
    if (finish.response) return { kind: "done", answer: { ...finish.response, photoId: finish.photoId } };
    const at = now();
    if (finish.leaseExpiresAt >= at) return { kind: "busy" };
    const holder = randomUUID();
    const taken = await finishes.takeOver(finish.uploadId, holder, at + leaseMs, at);
    return taken ? { kind: "claimed", claim: held(finish.uploadId, holder) } : { kind: "busy" };
  }

  return {
    find: (uploadId: string) => finishes.find(uploadId),

    turnFor,

    /** Claims finishing an upload whose bytes all arrived; the first call for it gets the claim. */
    async claim(upload: { id: string; tokenHash: string; size: number }): Promise<FinishTurn> {
      const at = now();
      const holder = randomUUID();
      const claim = {
        uploadId: upload.id,
        tokenHash: upload.tokenHash,
        size: upload.size,
        holder,
        leaseExpiresAt: at + leaseMs,
      };
      if (await finishes.insert(claim, at)) {
        // A row answers repeats for a day after its last change; older ones are of uploads long gone.
        await finishes.deleteUntouchedSince(at - UPLOAD_EXPIRY_MS);
        return { kind: "claimed", claim: held(upload.id, holder) };
      }
      const existing = await finishes.find(upload.id);
      return existing ? turnFor(existing) : { kind: "busy" };
    },
  };
}

export type UploadFinishes = ReturnType<typeof createUploadFinishes>;
