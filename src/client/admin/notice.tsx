import { Component, type ReactNode } from "react";
import { BUTTON, CARD } from "./ui.ts";

/** What just happened, or what went wrong: announced politely, errors as alerts. */
export type NoticeState = { kind: "success" | "error"; text: string } | null;

export function Notice({ notice, className = "" }: { notice: NoticeState; className?: string }) {
  // The status region stays in the page so screen readers notice when its text changes.
  if (notice?.kind === "error") {
    return (
      <p
        role="alert"
        className={`rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900 ${className}`}
      >
        {notice.text}
      </p>
    );
  }
  return (
    <p
      role="status"
      className={notice ? `rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ${className}` : "sr-only"}
    >
      {notice?.text ?? ""}
    </p>
  );
}

/** A tab whose data is on its way. */
export function PanelLoading({ text }: { text: string }) {
  return (
    <p aria-busy="true" className="py-10 text-center text-ink/70">
      {text}
    </p>
  );
}

/** A tab whose data could not be loaded: why, and a way to try again. */
export function PanelLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={CARD}>
      <Notice notice={{ kind: "error", text: message }} />
      <button type="button" className={`mt-4 ${BUTTON.primary}`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * Lazily loaded admin code that could not be fetched (a dropped connection, a new build): `failed` says so instead
 * of a blank screen, given a way to show the children again once they can load.
 */
export class LoadBoundary extends Component<
  { failed(showAgain: () => void): ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.failed(() => this.setState({ failed: false }));
  }
}
