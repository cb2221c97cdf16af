import { useCallback, useRef, useState } from "react";
import type { Row } from "./photo-row.tsx";

/**
 * The upload panel's queue as the guest sees it: one row per chosen photo.
 * `current()` gives the rows as last rendered and as just added, for what a
 * selection reads after an await (a render may not have happened yet).
 */
export function useUploadRows() {
  const [rows, setRows] = useState<Row[]>([]);
  const latest = useRef(rows);
  latest.current = rows;

  const current = useCallback(() => latest.current, []);

  const patch = useCallback((id: string, change: (row: Row) => Partial<Row>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change(row) } : row)));
  }, []);

  /** The same change to each of these rows. */
  const patchEach = useCallback((ids: ReadonlySet<string>, change: Partial<Row>) => {
    setRows((current) => current.map((row) => (ids.has(row.id) ? { ...row, ...change } : row)));
  }, []);

  const add = useCallback((newRows: readonly Row[]) => {
    latest.current = [...latest.current, ...newRows];
    setRows((current) => [...current, ...newRows]);
  }, []);

  const remove = useCallback((id: string) => {
    latest.current = latest.current.filter((row) => row.id !== id);
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  return { rows, current, patch, patchEach, add, remove };
}
