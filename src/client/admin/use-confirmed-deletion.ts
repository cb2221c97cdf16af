import { useState } from "react";
import type { ApiFailure, ApiResult } from "../lib/api.ts";

/** A deletion waiting in its confirmation dialog: what it deletes, whether it is running, and why it failed. */
export type PendingDeletion<T> = { item: T; busy: boolean; error: string | null };

/** A deletion to confirm, as useConfirmedDeletion returns it. */
export type ConfirmedDeletion<T> = {
  pending: PendingDeletion<T> | null;
  ask(item: T): void;
  cancel(): void;
  confirm(): Promise<void>;
};

/** The item changed since the page showed it (a 409 with it as it is now): nothing was deleted. */
type Changed<T> = { ok: false; kind: "changed"; current: T };

/**
 * A deletion the couple confirms in a dialog (ConfirmDialog): `ask(item)` opens it, `confirm()` deletes.
 * Deleted, or already gone (a 404), runs `deleted` and then closes the dialog, so that focus finds the
 * item gone; any other failure is said in the dialog, which stays open.
 */
export function useConfirmedDeletion<T>({
  remove,
  deleted,
  failed,
  changed,
}: {
  remove(item: T): Promise<ApiResult<unknown> | Changed<T>>;
  deleted(item: T): Promise<void> | void;
  /** What a failed call says (useFailureMessage). */
  failed(failure: ApiFailure): string;
  /** For an item that changed: the dialog shows it as it is now with the returned message, to confirm again. */
  changed?(current: T): string;
}): ConfirmedDeletion<T> {
  const [pending, setPending] = useState<PendingDeletion<T> | null>(null);

  async function confirm() {
    if (!pending) return;
    const { item } = pending;
    setPending({ item, busy: true, error: null });
    const result = await remove(item);
    if (result.ok || (result.kind === "error" && result.status === 404)) {
      await deleted(item);
      setPending(null);
    } else if (result.kind === "changed") {
      const { current } = result;
      setPending({ item: current, busy: false, error: changed ? changed(current) : null });
    } else {
      setPending({ item, busy: false, error: failed(result) });
    }
  }

  return {
    pending,
    ask: (item: T) => setPending({ item, busy: false, error: null }),
    cancel: () => setPending(null),
    confirm,
  };
}
