import { Component, createRef, type ReactNode, type Ref, useState } from "react";
import { useWords } from "../lib/words.tsx";

interface LazyBoundaryProps {
  /** Short and kind: what did not load, and that trying again may help. */
  message: string;
  /** Loads the failed code again (RetryableLazy.retry); the part comes back once it resolves. */
  retry(): Promise<unknown>;
  /** The box the message sits in, so the section keeps its shape. */
  className?: string;
  children: ReactNode;
}

/**
 * Keeps a failure of a lazily loaded part (its chunk could not be fetched, or
 * it broke while drawing) inside that part: without it React unmounts the
 * whole page. The part's place shows `message` and a Try again button.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private readonly view = createRef<HTMLDivElement>();

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = async () => {
    await this.props.retry();
    const view = this.view.current;
    const place = view?.parentElement;
    const hadFocus = Boolean(view?.contains(document.activeElement));
    this.setState({ failed: false }, () => {
      if (place && hadFocus) focusWhenShown(place);
    });
  };

  override render() {
    const { message, className = "", children } = this.props;
    if (!this.state.failed) return children;
    return <LoadFailure ref={this.view} message={message} className={className} retry={this.retry} />;
  }
}

/** How long the returning part may take to show a control that takes the focus back. */
const FOCUS_RETURN_MS = 5000;
const FOCUSABLE = "button, a[href], input, select, textarea, [tabindex]";

/** The Try again button that had the focus is gone: give it to the first control of the part that came back. */
function focusWhenShown(place: HTMLElement) {
  // Skip controls out of the tab order (a file input behind its button); disabled ones refuse the focus.
  const focusFirst = () =>
    Array.from(place.querySelectorAll<HTMLElement>(FOCUSABLE)).some((control) => {
      if (control.tabIndex < 0) return false;
      control.focus();
      return document.activeElement === control;
    });
  if (focusFirst()) return;
  // The part may still be suspended behind its placeholder.
  const observer = new MutationObserver(() => {
    if (focusFirst()) observer.disconnect();
  });
  observer.observe(place, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), FOCUS_RETURN_MS);
}

/** The message with its button; the button stays (busy) while retrying, so keyboard focus is never lost. */
export function LoadFailure({
  message,
  retry,
  className = "",
  ref,
}: {
  message: string;
  retry(): Promise<unknown>;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const words = useWords().words.failures;
  const [retrying, setRetrying] = useState(false);
  const onRetry = () => {
    if (retrying) return;
    setRetrying(true);
    // On success this part is replaced; on failure the message stays for another try.
    retry().catch(() => setRetrying(false));
  };
  return (
    <div ref={ref} className={`flex flex-col items-center justify-center gap-4 text-center ${className}`}>
      <p role="alert" className="max-w-sm text-ink">
        {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        aria-disabled={retrying}
        className="min-h-11 rounded-full border border-ink px-6 py-2 font-medium text-ink transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {retrying ? words.tryingAgain : words.tryAgain}
      </button>
    </div>
  );
}
