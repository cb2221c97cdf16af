import { Component, type ReactNode, Suspense } from "react";
import { lazyWithRetry } from "../../lib/lazy-with-retry.ts";
import { BUTTON } from "../ui.ts";
import type { WizardProps } from "./setup-wizard.tsx";

/** The address of the setup wizard in the admin: the setup link leads there, and so does "Set up your site". */
export const WIZARD_HASH = "#wizard";

/** The wizard's code arrives when it is opened: most visits to the admin never need it. */
const SetupWizard = lazyWithRetry(() => import("./setup-wizard.tsx").then((module) => module.SetupWizard));

/** A wizard whose code could not be fetched (offline, a new build): says so, with Try again, instead of a blank page. */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean; retrying: boolean }> {
  override state = { failed: false, retrying: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = async () => {
    this.setState({ retrying: true });
    await SetupWizard.retry().catch(() => undefined);
    this.setState({ failed: false, retrying: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto max-w-xl px-4 py-10">
        <h1 className="font-serif text-3xl text-ink">Set up your site</h1>
        <p role="alert" className="mt-4 text-ink/90">
          The setup wizard could not be loaded. Check your connection and try again.
        </p>
        <button
          type="button"
          disabled={this.state.retrying}
          className={`mt-5 min-h-12 ${BUTTON.primary}`}
          onClick={() => void this.retry()}
        >
          {this.state.retrying ? "Loading…" : "Try again"}
        </button>
      </main>
    );
  }
}

/** The setup wizard, loaded on first use. */
export function LazySetupWizard(props: WizardProps) {
  return (
    <LoadBoundary>
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
