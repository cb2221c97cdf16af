import { useState } from "react";

/**
 * A photo's small picture in the lists (56 px): the preview the phone made
 * once (photo-preview.ts), never the photo itself; the picture icon while
 * there is none yet, or when this browser could not make one (HEIC outside
 * Safari), so a row is never a blank square.
 */
export function PhotoThumbnail({ url }: { url: string | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) {
    return (
      <span
        aria-hidden="true"
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-sand text-ink/60"
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 17l-5-5-9 8" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={56}
      height={56}
      decoding="async"
      onError={() => setBroken(url)}
      className="h-14 w-14 shrink-0 rounded-lg bg-sand object-cover"
    />
  );
}
