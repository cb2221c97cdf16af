import { useCallback, useEffect, useState } from "react";
import type { ApiFailure, ApiResult } from "../lib/api.ts";
import { actionFailureMessage, isSessionEnded } from "./admin-messages.ts";
import type { NoticeState } from "./notice.tsx";

/** A tab's data: on its way, refused on the first load (with why), or on screen. */
export type AdminResource<T> = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "loaded"; value: T };

/** What a failed call says; a 401 first signs the page out. */
export function useFailureMessage(onSessionEnded: () => void): (failure: ApiFailure) => string {
  return useCallback(
    (failure: ApiFailure): string => {
      if (isSessionEnded(failure)) onSessionEnded();
      return actionFailureMessage(failure);
    },
    [onSessionEnded],
  );
}

/**
 * A tab's data, loaded when the tab opens and again on `refresh()`, and the tab's notice. A failed first
 * load leaves the tab to show why with a way to retry (PanelLoadFailed); a failed refresh keeps the data
 * on screen and says why in the notice. `get` must keep its identity (a module's function).
 */
export function useAdminResource<T>(get: () => Promise<ApiResult<T>>, onSessionEnded: () => void) {
  const [resource, setResource] = useState<AdminResource<T>>({ kind: "loading" });
  const [notice, setNotice] = useState<NoticeState>(null);
  const failed = useFailureMessage(onSessionEnded);

  const refresh = useCallback(async () => {
    const result = await get();
    if (result.ok) {
      setResource({ kind: "loaded", value: result.value });
      return;
    }
    if (isSessionEnded(result)) {
      onSessionEnded();
      return;
    }
    const message = actionFailureMessage(result);
    setResource((current) => (current.kind === "loaded" ? current : { kind: "failed", message }));
    setNotice({ kind: "error", text: message });
  }, [get, onSessionEnded]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { resource, setResource, refresh, notice, setNotice, failed };
}
