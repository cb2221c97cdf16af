import type { Kysely, Selectable } from "kysely";
import type { Executor } from "./database.ts";
import type { DatabaseSchema, UploadFinishesTable } from "./schema.ts";

/** What one finished (or finishing) resumable upload's row says (migration 012). */
export interface UploadFinish {
  uploadId: string;
  tokenHash: string;
  size: number;
  state: "finishing" | "done";
  holder: string;
  leaseExpiresAt: number;
  photoId: string | null;
  /** The answer the finish gave; null while it runs. */
  response: { status: number; body: string } | null;
}

export interface NewUploadFinish {
  uploadId: string;
  tokenHash: string;
  size: number;
  holder: string;
  leaseExpiresAt: number;
}

/**
 * The claims on finishing resumable uploads. Takes the connection or a
 * transaction: the claim is completed in the transaction that inserts the
 * photo, so the photo and the "done" land together or not at all.
 */
export function createUploadFinishRepository({ db }: { db: Kysely<DatabaseSchema> }) {
  return {
    /** Inserts the claim unless the upload has one: true when this call made it. */
    async insert(claim: NewUploadFinish, now: number): Promise<boolean> {
      const row = await db
        .insertInto("upload_finishes")
        .values({
          upload_id: claim.uploadId,
          token_hash: claim.tokenHash,
          upload_size: claim.size,
          state: "finishing",
          holder: claim.holder,
          lease_expires_at: claim.leaseExpiresAt,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column("upload_id").doNothing())
        .returning("upload_id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async find(uploadId: string): Promise<UploadFinish | null> {
      const row = await db
        .selectFrom("upload_finishes")
        .selectAll()
        .where("upload_id", "=", uploadId)
        .executeTakeFirst();
      return row ? toUploadFinish(row) : null;
    },

    /** Takes over a claim whose holder's lease ran out (it crashed): true when `holder` now has it. */
    async takeOver(uploadId: string, holder: string, leaseExpiresAt: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable("upload_finishes")
        .set({ holder, lease_expires_at: leaseExpiresAt, updated_at: now })
        .where("upload_id", "=", uploadId)
        .where("state", "=", "finishing")
        .where("lease_expires_at", "<", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves the lease on while `holder` still has the claim: false when it was taken over. */
    async renew(uploadId: string, holder: string, leaseExpiresAt: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable("upload_finishes")
        .set({ lease_expires_at: leaseExpiresAt, updated_at: now })
        .where("upload_id", "=", uploadId)
        .where("holder", "=", holder)
        .where("state", "=", "finishing")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records the answer in `trx`, if `holder` still has the claim: false when it was taken over (nothing changed). */
    async complete(
      trx: Executor,
      uploadId: string,
      holder: string,
      answer: { status: number; body: string; photoId: string | null },
      now: number,
    ): Promise<boolean> {
      const result = await trx
        .updateTable("upload_finishes")
        .set({
          state: "done",
          photo_id: answer.photoId,
          response_status: answer.status,
          response_body: answer.body,
          updated_at: now,
        })
        .where("upload_id", "=", uploadId)
        .where("holder", "=", holder)
        .where("state", "=", "finishing")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes rows nothing touched since `cutoff` (their uploads are long gone); returns how many. */
    async deleteUntouchedSince(cutoff: number): Promise<number> {
      const result = await db.deleteFrom("upload_finishes").where("updated_at", "<", cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type UploadFinishRepository = ReturnType<typeof createUploadFinishRepository>;

function toUploadFinish(row: Selectable<UploadFinishesTable>): UploadFinish {
  return {
    uploadId: row.upload_id,
    tokenHash: row.token_hash,
    size: Number(row.upload_size),
    state: row.state,
    holder: row.holder,
    leaseExpiresAt: Number(row.lease_expires_at),
    photoId: row.photo_id,
    response:
      row.response_status === null || row.response_body === null
        ? null
        : { status: Number(row.response_status), body: row.response_body },
  };
}
