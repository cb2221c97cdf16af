import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { PREVIEW_PAGE_PATH } from "../../../shared/content-api.ts";
import {
  isOwnMessage,
  messageType,
  PREVIEW_CONTENT,
  PREVIEW_READY,
  PREVIEW_SHOWN,
  type PreviewContentMessage,
  type PreviewShownMessage,
} from "../../preview/preview-messages.ts";

export type PreviewWidth = "phone" | "desktop";

/** The page's width in the frame: a common phone, and a laptop's window. */
export const PREVIEW_WIDTHS: Readonly<Record<PreviewWidth, { px: number; height: number; label: string }>> = {
  phone: { px: 390, height: 780, label: "Phone" },
  desktop: { px: 1280, height: 800, label: "Desktop" },
};

/** The least height the preview takes on the admin page, and the most the page in it is drawn tall. */
const MIN_SHOWN_HEIGHT = 520;
const MAX_FRAME_HEIGHT = 1800;

/** How long typing may pause before the preview draws the page again. */
export const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The guests' page as it would be published from this content (ADR 055), in a frame of its own: the page's own
 * code at PREVIEW_PAGE_PATH, sent each change of the content (after a pause in typing) by postMessage, so the
 * frame never reloads. Drawn at a phone's or a desktop's width, scaled down to fit where the admin is narrower.
 * When the content has problems the last good page stays, under a line saying so. A keyboard user may skip it:
 * the link before it goes to what follows.
 */
export function LivePreview({
  yaml,
  pictures,
  width,
  label = "Preview of the guests' page",
}: {
  yaml: string;
  pictures: Record<string, string>;
  width: PreviewWidth;
  /** The frame's title (its width is added): each frame on the admin page has its own. */
  label?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Each time the frame says it is ready (a first load, or a reload): the content is sent to it again. */
  const [ready, setReady] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [boxWidth, setBoxWidth] = useState<number | null>(null);
  const sentOnce = useRef(false);
  const afterId = `${useId()}-after`;
  const after = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isOwnMessage(event, frame.current?.contentWindow)) return;
      const type = messageType(event.data);
      if (type === PREVIEW_READY) {
        sentOnce.current = false;
        setReady((times) => times + 1);
      } else if (type === PREVIEW_SHOWN) {
        setProblems((event.data as PreviewShownMessage).problems);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (ready === 0) return;
    const send = () => {
      sentOnce.current = true;
      const message: PreviewContentMessage = { type: PREVIEW_CONTENT, yaml, pictures };
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    };
    // The first content is drawn at once; later ones once typing pauses.
    if (!sentOnce.current) {
      send();
      return;
    }
    const timer = setTimeout(send, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ready, yaml, pictures]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setBoxWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const size = PREVIEW_WIDTHS[width];
  const scale = boxWidth === null ? 1 : Math.min(1, boxWidth / size.px);
  // A desktop shrunk to a narrow column shows more of the page rather than a thin strip of it.
  const frameHeight = Math.min(MAX_FRAME_HEIGHT, Math.max(size.height, Math.round(MIN_SHOWN_HEIGHT / scale)));
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <a
        href={`#${afterId}`}
        // The admin keeps its tab in the address's fragment: the link moves the focus itself instead of navigating.
        onClick={(event) => {
          event.preventDefault();
          after.current?.focus();
        }}
        className="sr-only rounded-md bg-white px-3 py-2 text-sm text-ink underline focus:not-sr-only focus:self-start focus:outline-2 focus:outline-dusk"
      >
        Skip the preview
      </a>
      {problems.length > 0 ? (
        <p role="status" className="rounded-lg border border-amber-700/40 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          The preview shows the last version without problems: fix{" "}
          {problems.length === 1 ? "the problem" : `the ${problems.length} problems`} to see your latest changes.
        </p>
      ) : null}
      <div ref={box} className="w-full min-w-0">
        <div
          className="mx-auto overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-ink/15"
          style={{ width: size.px * scale, height: frameHeight * scale }}
        >
          <iframe
            ref={frame}
            src={PREVIEW_PAGE_PATH}
            title={`${label} at ${width} width`}
            className="origin-top-left border-0"
            style={{ width: size.px, height: frameHeight, transform: `scale(${scale})` }}
          />
        </div>
      </div>
      <span ref={after} id={afterId} tabIndex={-1} className="sr-only">
        End of the preview
      </span>
    </div>
  );
}

/**
 * The preview with its width to choose: Phone or Desktop (a pair of toggle buttons), and an optional heading or
 * actions beside them.
 */
export function PreviewPane({
  yaml,
  pictures,
  initialWidth = "phone",
  label,
  children,
}: {
  yaml: string;
  pictures: Record<string, string>;
  initialWidth?: PreviewWidth;
  /** The frame's title, as LivePreview's. */
  label?: string;
  /** Shown beside the width buttons, e.g. what version is shown. */
  children?: ReactNode;
}) {
  const [width, setWidth] = useState<PreviewWidth>(initialWidth);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>{children}</div>
        <fieldset className="inline-flex rounded-lg border border-ink/25 bg-white p-0.5">
          <legend className="sr-only">{label ?? "Preview"}: width</legend>
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={width === key}
              onClick={() => setWidth(key)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk ${
                width === key ? "bg-ink text-white" : "text-ink hover:bg-powder/40"
              }`}
            >
              {PREVIEW_WIDTHS[key].label}
            </button>
          ))}
        </fieldset>
      </div>
      <LivePreview yaml={yaml} pictures={pictures} width={width} label={label} />
    </div>
  );
}
