import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { BUTTON } from "./ui.ts";
import type { ConfirmedDeletion } from "./use-confirmed-deletion.ts";

/**
 * "Are you sure?" before something that cannot be undone (a deletion, a sending): a modal <dialog>
 * (the page behind is inert) named by its title, focus starting on Cancel and
 * going back where it came from, Escape cancels. While `busy`, both buttons
 * wait; `error` is shown inside the dialog as an alert.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  error = null,
  onConfirm,
  onCancel,
  returnFocusTo,
  tone = "danger",
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while busy, e.g. "Deleting…". */
  busyLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
  /** "danger" (red) for what cannot be undone, such as a deletion; "primary" for a send the couple confirms. */
  tone?: "danger" | "primary";
  /** Where focus goes when the element that opened the dialog is gone (e.g. its row was deleted). */
  returnFocusTo?(): HTMLElement | null | undefined;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const latestReturn = useRef(returnFocusTo);
  latestReturn.current = returnFocusTo;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      dialog.close();
      // After the commit that closed the dialog, so a removed row is already gone.
      queueMicrotask(() => {
        const target = opener?.isConnected ? opener : latestReturn.current?.();
        target?.focus();
      });
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-body`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={`${ids}-title`} className="font-serif text-2xl">
        {title}
      </h2>
      <div id={`${ids}-body`} className="mt-3 break-words text-ink/90">
        {children}
      </div>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" onClick={onCancel} disabled={busy} className={BUTTON.secondary}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={BUTTON[tone]}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** The dialog of a deletion (useConfirmedDeletion) while one waits to be confirmed; nothing otherwise. */
export function DeletionDialog<T>({
  deletion,
  title,
  confirmLabel,
  returnFocusTo,
  children,
}: {
  deletion: ConfirmedDeletion<T>;
  title: string | ((item: T) => string);
  confirmLabel: string;
  returnFocusTo(): HTMLElement | null | undefined;
  /** What is deleted, said to the couple. */
  children: ReactNode | ((item: T) => ReactNode);
}) {
  const { pending } = deletion;
  if (!pending) return null;
  return (
    <ConfirmDialog
      title={typeof title === "function" ? title(pending.item) : title}
      confirmLabel={confirmLabel}
      busyLabel="Deleting…"
      busy={pending.busy}
      error={pending.error}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
      returnFocusTo={returnFocusTo}
    >
      {typeof children === "function" ? children(pending.item) : children}
    </ConfirmDialog>
  );
}
