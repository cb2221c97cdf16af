import {
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { fill } from "../../../shared/words/words.ts";
import { useWords } from "../../lib/words.tsx";

/** A horizontal swipe this long (px) flips to the neighbouring photo. */
const SWIPE_MIN_DISTANCE = 50;

export interface LightboxProps<Item> {
  items: readonly Item[];
  /** The open photo, or null when closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
  /** Names the dialog, e.g. "Gallery photo"; the position is added (the words' lightbox.name: "Gallery photo 2 of 7"). */
  label: string;
  /** The picture itself, fitted by the caller (object-contain inside the given box). */
  renderItem(item: Item): ReactNode;
  caption?(item: Item): string | undefined;
  /** Where focus goes on close; by default the element focused before opening. */
  returnFocusTo?(index: number): HTMLElement | null | undefined;
}

/**
 * A full-screen photo viewer: a modal <dialog> (focus kept inside, the page
 * inert behind it), close / previous / next buttons, Escape, arrow keys
 * wrapping at both ends, swipe on touch, and the page's scroll locked.
 */
export function Lightbox<Item>(props: LightboxProps<Item>) {
  if (props.index === null) return null;
  const item = props.items[props.index];
  if (item === undefined) return null;
  return <OpenLightbox {...props} index={props.index} item={item} />;
}

function OpenLightbox<Item>({
  items,
  index,
  item,
  onIndexChange,
  onClose,
  label,
  renderItem,
  caption,
  returnFocusTo,
}: LightboxProps<Item> & { index: number; item: Item }) {
  const words = useWords().words.lightbox;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  // The latest index and callback, for the close-time cleanup that runs once.
  const latest = useRef({ index, returnFocusTo });
  latest.current = { index, returnFocusTo };

  const go = (by: number) => onIndexChange((index + by + items.length) % items.length);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    dialog.showModal();
    return () => {
      dialog.close();
      root.style.overflow = previousOverflow;
      const { index: lastIndex, returnFocusTo: target } = latest.current;
      (target?.(lastIndex) ?? opener)?.focus();
    };
  }, []);

  // A modal dialog still lets Tab leave for the browser's toolbar; keep it cycling inside.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>("button:not([disabled])"));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("keydown", onKeyDown);
    return () => dialog.removeEventListener("keydown", onKeyDown);
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      go(event.key === "ArrowRight" ? 1 : -1);
    }
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType !== "mouse") swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const text = caption?.(item);
  const position = fill(words.position, { position: index + 1, count: items.length });
  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-label={fill(words.name, { label, position })}
      onCancel={(event) => {
        // Escape: let React state close it, so the cleanup above restores focus and scrolling.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-white backdrop:bg-ink/80"
    >
      <div
        className="flex h-full touch-pan-y flex-col items-center justify-center gap-4 px-4 pt-16 pb-24 sm:px-20 sm:pb-16"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <figure className="flex max-h-full min-h-0 flex-col items-center gap-3">
          <div className="flex min-h-0 justify-center">{renderItem(item)}</div>
          <figcaption className="text-center font-serif text-lg">
            {text ? <span className="block">{text}</span> : null}
            <span className="text-sm text-powder">{position}</span>
          </figcaption>
        </figure>
      </div>
      <LightboxButton label={words.close} onClick={onClose} className="top-3 right-3" icon="M6 6l12 12M18 6L6 18" />
      {items.length > 1 ? (
        <>
          <LightboxButton
            label={words.previous}
            onClick={() => go(-1)}
            className="bottom-6 left-[calc(50%-4rem)] sm:top-1/2 sm:bottom-auto sm:left-4 sm:-translate-y-1/2"
            icon="M15 5l-7 7 7 7"
          />
          <LightboxButton
            label={words.next}
            onClick={() => go(1)}
            className="right-[calc(50%-4rem)] bottom-6 sm:top-1/2 sm:right-4 sm:bottom-auto sm:-translate-y-1/2"
            icon="M9 5l7 7-7 7"
          />
        </>
      ) : null}
    </dialog>
  );
}

function LightboxButton({
  label,
  onClick,
  className,
  icon,
}: {
  label: string;
  onClick: () => void;
  className: string;
  icon: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute grid h-12 w-12 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={icon} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
