/** What just happened, or what went wrong: announced politely, errors as alerts. */
export type NoticeState = { kind: "success" | "error"; text: string } | null;

export function Notice({ notice, className = "" }: { notice: NoticeState; className?: string }) {
  // The status region stays in the page so screen readers notice when its text changes.
  if (notice?.kind === "error") {
    return (
      <p
        role="alert"
        className={`rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900 ${className}`}
      >
        {notice.text}
      </p>
    );
  }
  return (
    <p
      role="status"
      className={notice ? `rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ${className}` : "sr-only"}
    >
      {notice?.text ?? ""}
    </p>
  );
}
