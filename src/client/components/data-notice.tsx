import type { ReactNode } from "react";
import { PRIVACY_PAGE_PATH } from "../../shared/privacy-notice.ts";
import { useWords } from "../lib/words.tsx";

/** A short notice where guests' data is collected (decision 16), ending with the link to the full one. */
export function DataNotice({
  text,
  children,
  className = "",
}: {
  text: string;
  children?: ReactNode;
  className?: string;
}) {
  const { words } = useWords();
  return (
    <div
      data-testid="data-notice"
      className={`rounded-xl bg-sand/60 px-4 py-3 text-sm leading-relaxed text-ink/90 ${className}`}
    >
      <p>
        {text}{" "}
        <a href={PRIVACY_PAGE_PATH} className="font-medium text-dusk underline underline-offset-2 hover:text-ink">
          {words.privacyNotice.link}
        </a>
      </p>
      {children}
    </div>
  );
}
