import { Suspense } from "react";
import { lazyWithRetry } from "../../lib/lazy-with-retry.ts";
import { LoadBoundary, PanelLoadFailed } from "../notice.tsx";
import type { SiteEditorProps } from "./site-editor.tsx";

/**
 * The "Your site" tab: the editor's code (the content schema, the YAML library, every field) is fetched when the
 * tab opens, so the admin's first screen does not carry it, and the guest page never does.
 */
const LoadedSiteEditor = lazyWithRetry<SiteEditorProps>(() =>
  Promise.all([import("./site-editor.tsx"), import("./live-preview.tsx")]).then(
    ([{ SiteEditor }, { PreviewPane }]) =>
      // The page as guests will see it, beside the form, following every change as it is typed.
      (props: SiteEditorProps) => (
        <SiteEditor
          {...props}
          aside={(state) => <PreviewPane {...state} label="Preview of your site as you edit it" />}
        />
      ),
  ),
);

export function LazySiteEditor(props: SiteEditorProps) {
  return (
    // A failed fetch of the editor's code (a dropped connection, a redeploy) says so, with Try again.
    <LoadBoundary
      failed={(showAgain) => (
        <PanelLoadFailed
          message="The editor could not be loaded. Check the connection and try again."
          onRetry={() => void LoadedSiteEditor.retry().then(showAgain)}
        />
      )}
    >
      <Suspense
        fallback={
          <p aria-busy="true" className="py-10 text-center text-ink/70">
            Loading the editor…
          </p>
        }
      >
        <LoadedSiteEditor {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
