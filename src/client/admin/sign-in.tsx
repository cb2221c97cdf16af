import { type FormEvent, useId, useRef, useState } from "react";
import type { AdminSessionState } from "../../shared/admin-api.ts";
import { signIn } from "./admin-client.ts";
import { signInFailureMessage } from "./admin-messages.ts";
import { Notice } from "./notice.tsx";
import { BUTTON, CARD, INPUT } from "./ui.ts";

/** The one password form. The server slows and locks out repeated failures; this says so. */
export function SignIn({
  notice,
  onSignedIn,
  onDisabled,
}: {
  /** Why the form is shown again, e.g. after signing out. */
  notice: string | null;
  onSignedIn(): void;
  onDisabled(): void;
}) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await signIn(password);
    setBusy(false);
    if (result.ok && result.value.signedIn) {
      onSignedIn();
      return;
    }
    if (result.ok) {
      handleState(result.value);
      return;
    }
    if (result.kind === "error" && result.code === "admin_disabled") {
      onDisabled();
      return;
    }
    setError(signInFailureMessage(result));
    inputRef.current?.select();
    inputRef.current?.focus();
  }

  function handleState(state: AdminSessionState) {
    if (!state.enabled) onDisabled();
    else setError("The server did not sign you in. Please try again.");
  }

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className={`w-full max-w-sm ${CARD}`}>
        <h1 className="font-serif text-3xl text-ink">Wedding admin</h1>
        <p className="mt-2 text-ink/80">Sign in to see the RSVPs and review the guests' photos.</p>
        {notice ? <Notice notice={{ kind: "success", text: notice }} className="mt-4" /> : null}
        <form onSubmit={onSubmit} className="mt-6" noValidate>
          <label htmlFor={`${ids}-password`} className="block text-sm font-medium text-ink">
            Password
          </label>
          <input
            ref={inputRef}
            id={`${ids}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            className={`mt-1 ${INPUT}`}
          />
          {error ? (
            <p
              id={`${ids}-error`}
              role="alert"
              className="mt-3 rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={busy || password === ""} className={`mt-5 w-full ${BUTTON.primary}`}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
        </form>
      </div>
    </main>
  );
}
