import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftContent } from "../../../shared/content-api.ts";
import type { ApiFailure } from "../../lib/api.ts";
import { saveDraft } from "./content-client.ts";
import { forgetUnsaved, keepUnsaved } from "./unsaved-backup.ts";

/** How long after the last keystroke the draft is saved. */
export const SAVE_AFTER_MS = 1000;

export type SaveStatus =
  | { kind: "saved"; at: Date | null }
  | { kind: "waiting" }
  | { kind: "saving" }
  | { kind: "failed"; failure: ApiFailure };

interface Written {
  yaml: string;
  pictures: Record<string, string>;
}

const differs = (a: Written, b: Written) =>
  a.yaml !== b.yaml || JSON.stringify(a.pictures) !== JSON.stringify(b.pictures);

/**
 * Drafts save themselves: a second after typing stops, and at once when the page is hidden or left (a phone
 * switching apps), one save at a time, the newest writing last. A failed save keeps everything typed and is tried
 * again with the next change or by the couple's Try again. `onSaved` hears the server's answer (its version and
 * problems); `save()` saves now and resolves to the draft as saved, or the failure.
 */
export function useDraftSaving(
  current: Written,
  initial: Written,
  onSaved: (draft: DraftContent) => void,
): {
  status: SaveStatus;
  save(): Promise<{ ok: true; draft: DraftContent | null } | { ok: false; failure: ApiFailure }>;
  adopt(written: Written): void;
} {
  const [status, setStatus] = useState<SaveStatus>({ kind: "saved", at: null });
  const latest = useRef(current);
  latest.current = current;
  const saved = useRef<Written>(initial);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const lastDraft = useRef<DraftContent | null>(null);

  const save = useCallback(async (): Promise<
    { ok: true; draft: DraftContent | null } | { ok: false; failure: ApiFailure }
  > => {
    while (inFlight.current) await inFlight.current;
    if (!differs(latest.current, saved.current)) {
      setStatus((status) => (status.kind === "saved" ? status : { kind: "saved", at: new Date() }));
      return { ok: true, draft: lastDraft.current };
    }
    const sending = latest.current;
    setStatus({ kind: "saving" });
    const request = saveDraft(sending.yaml, sending.pictures);
    inFlight.current = request;
    const answer = await request;
    inFlight.current = null;
    if (!answer.ok) {
      setStatus({ kind: "failed", failure: answer });
      return { ok: false, failure: answer };
    }
    saved.current = sending;
    lastDraft.current = answer.value;
    if (!differs(latest.current, saved.current)) forgetUnsaved();
    onSavedRef.current(answer.value);
    setStatus(differs(latest.current, saved.current) ? { kind: "waiting" } : { kind: "saved", at: new Date() });
    return { ok: true, draft: answer.value };
  }, []);

  // A second after the last change.
  useEffect(() => {
    if (current.yaml === saved.current.yaml && current.pictures === saved.current.pictures) return;
    if (!differs(latest.current, saved.current)) return;
    keepUnsaved(current.yaml, current.pictures);
    setStatus((status) => (status.kind === "saving" ? status : { kind: "waiting" }));
    const timer = setTimeout(() => void save(), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [current.yaml, current.pictures, save]);

  // The page hidden (another app, a closed tab) or the editor closed: what is typed goes now, the request outliving
  // the page.
  useEffect(() => {
    // After a save in flight, not beside it: the newer words must land last.
    const now = () => {
      if (!differs(latest.current, saved.current)) return;
      const { yaml, pictures } = latest.current;
      const send = () => void saveDraft(yaml, pictures, { keepalive: true });
      if (inFlight.current) void inFlight.current.then(send);
      else send();
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") now();
    };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", now);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", now);
      // The editor closed (another tab of the admin): what was typed goes now, not a second later.
      now();
    };
  }, []);

  /** Takes a version saved elsewhere (someone else's) as the one saved: nothing to save until it is changed. */
  const adopt = useCallback((written: Written) => {
    saved.current = written;
    latest.current = written;
    forgetUnsaved();
    setStatus({ kind: "saved", at: null });
  }, []);

  return { status, save, adopt };
}
