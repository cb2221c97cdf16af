import { lazy, Suspense } from "react";
import { LoadBoundary } from "../notice.tsx";
import { BUTTON } from "../ui.ts";
import type { WizardProps } from "./setup-wizard.tsx";

/** The address of the setup wizard in the admin: the setup link leads there, and so does "Set up your site". */
export const WIZARD_HASH = "#wizard";

/**
 * The wizard's code arrives when it is opened: most visits to the admin never need it. (React's own lazy, not the
 * guest page's lazyWithRetry: a module both bundles import would be split out of the guests' first chunk.)
 */
const SetupWizard = lazy(() => import("./setup-wizard.tsx").then((module) => ({ default: module.SetupWizard })));

/**
 * A wizard whose code could not be fetched (offline, a new build): says so instead of a blank page. React keeps a
 * failed import for good, so Try again loads the admin again, on the wizard (it is in the address).
 */
function LoadFailed() {
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-serif text-3xl text-ink">Set up your site</h1>
      <p role="alert" className="mt-4 text-ink/90">
        The setup wizard could not be loaded. Check your connection and try again.
      </p>
      <button type="button" className={`mt-5 min-h-12 ${BUTTON.primary}`} onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}

/** The setup wizard, loaded on first use. */
export function LazySetupWizard(props: WizardProps) {
  return (
    <LoadBoundary failed={() => <LoadFailed />}>
      <Suspense
        fallback={
          <main aria-busy="true" className="grid min-h-dvh place-items-center">
            <p className="text-ink/70">Loading…</p>
          </main>
        }
      >
        <SetupWizard {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
