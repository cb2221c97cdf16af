import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditEntry } from "../../shared/admin-people.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * The admin's audit entry written in the transaction of the change it records (docs/decisions/052-people-not-a-
 * password.md). The permission check (admin/permissions.ts) runs a changing route with its entry pending; the
 * first transaction the route commits writes it just before committing (database.ts), so the change and its
 * entry land together or not at all. A route whose change needs no transaction has its entry written after it
 * succeeded.
 */

export type NewAuditEntry = Omit<AuditEntry, "id" | "at"> & { at: Date };

export interface PendingAudit {
  entry: NewAuditEntry;
  written: boolean;
}

const pendingAudit = new AsyncLocalStorage<PendingAudit>();

export async function recordAudit(db: Kysely<DatabaseSchema>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto("admin_audit")
    .values({
      id: randomUUID(),
      at: entry.at,
      actor_id: entry.actorId,
      actor_name: entry.actorName,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      summary: entry.summary,
    })
    .execute();
}

/** Runs `work` (a route) with `audit` pending: the first transaction it commits writes the entry. */
export function withPendingAudit<T>(audit: PendingAudit, work: () => Promise<T>): Promise<T> {
  return pendingAudit.run(audit, work);
}

/** In a transaction about to commit: the pending entry, once, if this work has one. */
export async function writePendingAudit(trx: Kysely<DatabaseSchema>): Promise<void> {
  const audit = pendingAudit.getStore();
  if (audit === undefined || audit.written) return;
  await recordAudit(trx, audit.entry);
  audit.written = true;
}

/** `db` whose transactions each write the pending audit entry (if any) as their last statement. */
export function withAuditedTransactions(db: Kysely<DatabaseSchema>): Kysely<DatabaseSchema> {
  const begin = db.transaction.bind(db);
  db.transaction = () => {
    const builder = begin();
    const execute = builder.execute.bind(builder);
    return Object.assign(builder, {
      execute: <T>(work: Parameters<typeof execute<T>>[0]): Promise<T> =>
        execute(async (trx) => {
          const result = await work(trx);
          await writePendingAudit(trx);
          return result;
        }),
    });
  };
  return db;
}
