import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { PageWords } from "../../../shared/words/page-en.ts";
import { useWords } from "../../lib/words.tsx";

/** Spec section 9: toasts stay 30 s and slide out over 300 ms. */
export const TOAST_DURATION_MS = 30_000;
export const TOAST_CLOSE_MS = 300;

export type ToastKind = "error" | "success" | "warning" | "info";

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  topic: string | undefined;
  closing: boolean;
}

export interface ToastOptions {
  /**
   * What the message is about ("rsvp-form", "connection"): a new message on a topic replaces the one showing,
   * so a guest reads one message per form, never a stack of old ones.
   */
  topic?: string;
}

export interface ToastApi {
  show(kind: ToastKind, message: string, options?: ToastOptions): void;
  /** Closes the messages on a topic: the problem they named is fixed, or the form was sent. */
  dismiss(topic: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The one toast stack of the page; sections call useToast().show(kind, message, { topic }). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

/** Each kind's colours; its title is the page's word of the same name. */
const KIND_STYLES: Record<ToastKind, { box: string; bar: string }> = {
  error: { box: "border-red-700 bg-red-50 text-red-950", bar: "bg-red-700" },
  success: { box: "border-emerald-700 bg-emerald-50 text-emerald-950", bar: "bg-emerald-700" },
  warning: { box: "border-amber-700 bg-amber-50 text-amber-950", bar: "bg-amber-700" },
  info: { box: "border-dusk bg-white text-ink", bar: "bg-dusk" },
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const closeWhere = useCallback(
    (closes: (toast: Toast) => boolean) => {
      setToasts((current) =>
        current.map((toast) => (!toast.closing && closes(toast) ? { ...toast, closing: true } : toast)),
      );
      later(TOAST_CLOSE_MS, () => setToasts((current) => current.filter((toast) => !(toast.closing && closes(toast)))));
    },
    [later],
  );
  const close = useCallback((id: number) => closeWhere((toast) => toast.id === id), [closeWhere]);
  const dismiss = useCallback((topic: string) => closeWhere((toast) => toast.topic === topic), [closeWhere]);

  const show = useCallback(
    (kind: ToastKind, message: string, { topic }: ToastOptions = {}) => {
      const id = nextId.current++;
      // The message it replaces goes at once: two messages about one form never stand together.
      setToasts((current) => [
        ...(topic === undefined ? current : current.filter((toast) => toast.topic !== topic)),
        { id, kind, message, topic, closing: false },
      ]);
      later(TOAST_DURATION_MS, () => close(id));
    },
    [close, later],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const words = useWords().words.toast;
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={words.label}
        className="pointer-events-none fixed top-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} words={words} onClose={() => close(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, words, onClose }: { toast: Toast; words: PageWords["toast"]; onClose: () => void }) {
  const style = KIND_STYLES[toast.kind];
  return (
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      data-kind={toast.kind}
      data-state={toast.closing ? "closing" : "open"}
      className={`toast pointer-events-auto relative overflow-hidden rounded-xl border-l-4 p-4 pr-12 shadow-lg ${style.box}`}
    >
      <p className="font-semibold">{words[toast.kind]}</p>
      <p className="mt-1 text-sm">{toast.message}</p>
      <button
        type="button"
        aria-label={words.close}
        onClick={onClose}
        className="absolute top-2 right-2 rounded-full p-2 hover:bg-black/10 focus-visible:outline-2"
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2">
          <path d="M3 3l10 10M13 3L3 13" />
        </svg>
      </button>
      <div
        aria-hidden="true"
        className={`toast-progress absolute bottom-0 left-0 h-1 w-full ${style.bar}`}
        style={{ animationDuration: `${TOAST_DURATION_MS}ms` }}
      />
    </div>
  );
}
