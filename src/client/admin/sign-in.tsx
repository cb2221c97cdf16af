import { type FormEvent, useId, useRef, useState } from "react";
import type { AdminSessionState } from "../../shared/admin-api.ts";
import { signIn } from "./admin-client.ts";
import { signInFailureMessage } from "./admin-messages.ts";
import { Notice } from "./notice.tsx";
import { BUTTON, CARD, INPUT } from "./ui.ts";

/**
 * Each person signs in with their email and password (docs/decisions/052-people-not-a-password.md); an operator
 * with the server's ADMIN_PASSWORD, when it has one, in the form below. The server slows and locks out repeated
 * failures; this says so.
 */
export function SignIn({
  notice,
  passwordSignIn,
  setupPending,
  onSignedIn,
}: {
  /** Why the form is shown again, e.g. after signing out. */
  notice: string | null;
  /** Whether the server has a usable ADMIN_PASSWORD: the operator's form is offered then. */
  passwordSignIn: boolean;
  /** Nobody has an account yet: the page says where the first one comes from. */
  setupPending: boolean;
  onSignedIn(state: AdminSessionState): void;
}) {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className={`w-full max-w-sm ${CARD}`}>
        <h1 className="font-serif text-3xl text-ink">Wedding admin</h1>
        <p className="mt-2 text-ink/80">Sign in with the email and password of your account.</p>
        {notice ? <Notice notice={{ kind: "success", text: notice }} className="mt-4" /> : null}
        {setupPending ? (
          <p className="mt-4 rounded-lg bg-powder/40 px-3 py-2 text-sm text-ink">
            No account yet? To make the first one, open the one-time setup link the server printed when it started (a
            line beginning “first run”). It works for 24 hours; restarting the server prints a new one.
          </p>
        ) : null}
        <SignInForm withEmail onSignedIn={onSignedIn} />
        {passwordSignIn ? (
          <section aria-labelledby="operator-sign-in" className="mt-6 border-t border-ink/10 pt-4">
            <h2 id="operator-sign-in" className="text-sm font-medium text-ink">
              Operators: the server's ADMIN_PASSWORD
            </h2>
            <SignInForm withEmail={false} onSignedIn={onSignedIn} />
          </section>
        ) : null}
      </div>
    </main>
  );
}

function SignInForm({ withEmail, onSignedIn }: { withEmail: boolean; onSignedIn(state: AdminSessionState): void }) {
  const [email, setEmail] = useState("");
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
    const result = await signIn(password, withEmail ? email : undefined);
    setBusy(false);
    if (result.ok && result.value.signedIn) {
      onSignedIn(result.value);
      return;
    }
    setError(result.ok ? "The server did not sign you in. Please try again." : signInFailureMessage(result));
    inputRef.current?.select();
    inputRef.current?.focus();
  }

  const described = error ? `${ids}-error` : undefined;
  return (
    <form onSubmit={onSubmit} className={withEmail ? "mt-6" : "mt-3"} noValidate>
      {withEmail ? (
        <>
          <label htmlFor={`${ids}-email`} className="block text-sm font-medium text-ink">
            Email
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className={`mt-1 mb-4 ${INPUT}`}
          />
        </>
      ) : null}
      <label htmlFor={`${ids}-password`} className="block text-sm font-medium text-ink">
        {withEmail ? "Password" : "ADMIN_PASSWORD"}
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
        aria-describedby={described}
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
      <button
        type="submit"
        disabled={busy || password === "" || (withEmail && email.trim() === "")}
        className={`mt-5 w-full ${BUTTON.primary}`}
      >
        {busy ? "Signing in…" : withEmail ? "Sign in" : "Sign in with ADMIN_PASSWORD"}
      </button>
    </form>
  );
}
