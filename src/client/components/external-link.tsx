import type { ReactNode } from "react";
import { track } from "../lib/analytics.ts";

/**
 * A link that opens in a new tab, says so to screen readers, and records
 * external_link_click with its label and URL.
 */
export function ExternalLink({
  href,
  label,
  className,
  children,
}: {
  href: string;
  /** The analytics label, e.g. "get_directions". */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={() => track.externalLinkClick(label, href)}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
