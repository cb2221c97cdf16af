/**
 * What the couple typed and the server has not saved yet, kept in this browser (a save refused, the session ended,
 * the connection gone, the tab closed mid-save): the editor offers it back the next time it opens.
 */
const KEY = "wedding-site-editor-unsaved";

export interface UnsavedBackup {
  yaml: string;
  pictures: Record<string, string>;
  /** When it was typed, for "changes from 14:02". */
  at: number;
}

export function keepUnsaved(yaml: string, pictures: Record<string, string>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ yaml, pictures, at: Date.now() } satisfies UnsavedBackup));
  } catch {
    // Storage full or refused (a private window): the draft's own saving still goes on.
  }
}

export function forgetUnsaved(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The backup, when there is one that reads as one. */
export function findUnsaved(): UnsavedBackup | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (!kept || typeof kept !== "object") return null;
    const { yaml, pictures, at } = kept as Partial<UnsavedBackup>;
    if (typeof yaml !== "string" || typeof at !== "number" || !pictures || typeof pictures !== "object") return null;
    return { yaml, pictures: Object.fromEntries(Object.entries(pictures).map(([k, v]) => [k, String(v)])), at };
  } catch {
    return null;
  }
}
