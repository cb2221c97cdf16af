import { prefersReducedMotion } from "../lib/webgl.ts";

/** Round button fixed bottom right, its label circling it; takes guests to the photo upload section. */
export function FloatingUploadButton() {
  return (
    <button
      type="button"
      aria-label="Click to upload photos"
      title="Click to upload photos"
      onClick={() => {
        const target = document.getElementById("photo-upload");
        if (!target) return;
        target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
        // Keyboard and screen-reader users continue from the section they were taken to.
        target.focus({ preventScroll: true });
        history.replaceState(null, "", "#photo-upload");
      }}
      className="group fixed right-4 bottom-4 z-30 flex h-24 w-24 items-center justify-center rounded-full bg-ink text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink sm:right-6 sm:bottom-6"
    >
      <svg aria-hidden="true" viewBox="0 0 100 100" className="floating-ring absolute inset-0 h-full w-full">
        <defs>
          <path id="upload-ring" d="M50 50 m-37 0 a37 37 0 1 1 74 0 a37 37 0 1 1 -74 0" />
        </defs>
        <text className="fill-powder text-[12px] font-semibold">
          <textPath href="#upload-ring" textLength="226" lengthAdjust="spacing">
            UPLOAD YOUR IMAGES •
          </textPath>
        </text>
      </svg>
      <svg
        aria-hidden="true"
        width="26"
        height="26"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3M12 4v12M7 9l5-5 5 5" />
      </svg>
    </button>
  );
}
