import { type RefObject, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../lib/webgl.ts";
import { useWords } from "../lib/words.tsx";
import { watchFloatingButtonCover } from "./floating-button-cover.ts";

/** Whether the button should step aside (floating-button-cover.ts decides). */
function useFloatingButtonCover(ref: RefObject<HTMLElement | null>): boolean {
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    const button = ref.current;
    return button ? watchFloatingButtonCover(button, setCovered) : undefined;
  }, [ref]);
  return covered;
}

/**
 * Round button fixed bottom right, its label circling it; takes guests to the
 * photo upload section. Smaller on phones, and out of the way (faded, not
 * focusable) while it would cover a form, a control or the footer.
 */
export function FloatingUploadButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const hidden = useFloatingButtonCover(ref);
  const { label, ring } = useWords().words.uploadButton;
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      inert={hidden}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      data-covered={hidden ? "" : undefined}
      onClick={() => {
        const target = document.getElementById("photo-upload");
        if (!target) return;
        target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
        // Keyboard and screen-reader users continue from the section they were taken to.
        target.focus({ preventScroll: true });
        history.replaceState(null, "", "#photo-upload");
      }}
      className={`group fixed right-4 bottom-4 z-30 flex h-18 w-18 items-center justify-center rounded-full bg-ink text-white shadow-lg transition-[opacity,translate,scale,visibility] duration-200 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink motion-reduce:transition-none sm:right-6 sm:bottom-6 sm:h-24 sm:w-24 ${hidden ? "invisible translate-y-4 opacity-0" : ""}`}
    >
      <svg aria-hidden="true" viewBox="0 0 100 100" className="floating-ring absolute inset-0 h-full w-full">
        <defs>
          <path id="upload-ring" d="M50 50 m-37 0 a37 37 0 1 1 74 0 a37 37 0 1 1 -74 0" />
        </defs>
        <text className="fill-powder text-[12px] font-semibold">
          <textPath href="#upload-ring" textLength="226" lengthAdjust="spacing">
            {ring} •
          </textPath>
        </text>
      </svg>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5 sm:h-[26px] sm:w-[26px]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3M12 4v12M7 9l5-5 5 5" />
      </svg>
    </button>
  );
}
