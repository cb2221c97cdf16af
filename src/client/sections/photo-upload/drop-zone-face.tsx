import type { ReactNode } from "react";

/**
 * The drop zone's box. The prerendered placeholder and the interactive panel
 * both use it, at the same height, so nothing moves when the panel replaces
 * the placeholder: a fixed least height their words fit in at the default
 * text size, and the words' own height (the same words in both) when large
 * text needs more.
 */
export const DROP_ZONE_BOX =
  "relative flex min-h-52 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-4 py-4 text-center transition-colors sm:min-h-56";

export function UploadIcon() {
  return (
    <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-powder/70 text-ink">
      <svg
        aria-hidden="true"
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3M12 4v12M7 9l5-5 5 5" />
      </svg>
    </span>
  );
}

export function DropZoneHint({ children }: { children: ReactNode }) {
  return <p className="max-w-xs text-sm text-ink/75">{children}</p>;
}
