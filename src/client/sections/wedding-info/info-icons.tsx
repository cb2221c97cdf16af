/** Line icons for the wedding-info cards, drawn in the text colour (24 × 24, 1.75 stroke). */
const PATHS = {
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  place: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  gift: "M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7S10.5 3 8 3.5 7 7 12 7zM12 7s1.5-4 4-3.5S17 7 12 7z",
  glass: "M7 3h10l-1 7a4 4 0 0 1-8 0zM12 14v7M8 21h8M7.5 7h9",
} as const;

export type InfoIconName = keyof typeof PATHS;

export function InfoIcon({ name, className = "" }: { name: InfoIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`inline-block h-[1.1em] w-[1.1em] shrink-0 ${className}`}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
