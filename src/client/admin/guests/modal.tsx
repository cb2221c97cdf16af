import { type ReactNode, useId, useLayoutEffect, useRef } from "react";

/**
 * A modal <dialog> for a form or a picture (the page behind is inert), named
 * by its title. Focus starts on the first field (or the dialog) and goes back
 * to the opener; Escape closes unless `busy`.
 */
export function Modal({
  title,
  children,
  onClose,
  busy = false,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  onClose(): void;
  busy?: boolean;
  wide?: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ids = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>("input, select, textarea")?.focus();
    return () => {
      dialog.close();
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
      });
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-5 text-ink shadow-xl backdrop:bg-ink/50 sm:p-6 ${wide ? "w-[min(48rem,calc(100vw-1rem))]" : "w-[min(28rem,calc(100vw-2rem))]"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${ids}-title`} className="font-serif text-2xl break-words">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          aria-label="Close"
          className="-mt-1 -mr-1 rounded-full p-2 text-ink/70 hover:bg-powder/50 focus-visible:outline-2 focus-visible:outline-dusk"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="mt-3">{children}</div>
    </dialog>
  );
}
