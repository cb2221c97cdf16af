import { type FormEvent, useId, useState } from "react";
import type { AdminSessionState } from "../../shared/admin-api.ts";
import { MIN_PERSON_PASSWORD_LENGTH, NewPersonSchema } from "../../shared/admin-people.ts";
import { createAccount } from "./admin-client.ts";
import { actionFailureMessage } from "./admin-messages.ts";
import { BUTTON, CARD, INPUT } from "./ui.ts";

type Field = "name" | "email" | "password";
const FIELDS: readonly Field[] = ["name", "email", "password"];

/** "email: Someone already…" from the server: its field and its words; a message without a field is the form's. */
function fieldOf(message: string): { field: Field | null; text: string } {
  const field = FIELDS.find((each) => message.startsWith(`${each}: `)) ?? null;
  return { field, text: field ? message.slice(field.length + 2) : message };
}

/**
 * The first run's setup link (`kind` setup: the first partner) and an invite link (join): the person's name,
 * email and password, checked here with the server's own schema so each problem shows at its field.
 */
export function AccountForm({
  kind,
  token,
  onCreated,
}: {
  kind: "setup" | "join";
  token: string;
  onCreated(state: AdminSessionState): void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const checked = NewPersonSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = FIELDS.find((each) => each === issue.path[0]);
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      document.getElementById(`${ids}-${FIELDS.find((field) => found[field]) ?? "name"}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await createAccount(kind, { ...checked.data, token });
    setBusy(false);
    if (result.ok) {
      onCreated(result.value);
      return;
    }
    const { field, text } = result.kind === "error" ? fieldOf(result.message) : { field: null, text: "" };
    if (field) {
      setErrors({ [field]: text });
      document.getElementById(`${ids}-${field}`)?.focus();
    } else setFormError(result.kind === "error" ? text : actionFailureMessage(result));
  }

  const labels: Record<Field, string> = { name: "Your name", email: "Email", password: "Password" };
  const autoComplete: Record<Field, string> = { name: "name", email: "username", password: "new-password" };
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className={`w-full max-w-sm ${CARD}`}>
        <h1 className="font-serif text-3xl text-ink">{kind === "setup" ? "Set up your admin" : "Join the admin"}</h1>
        <p className="mt-2 text-ink/80">
          {kind === "setup"
            ? "You are the first partner. Next, a few questions about your wedding, and your site is live; you can invite your partner, family, a planner and a photographer after."
            : "Choose the name others see, the email you sign in with and a password."}
        </p>
        <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
          {FIELDS.map((field) => (
            <div key={field}>
              <label htmlFor={`${ids}-${field}`} className="block text-sm font-medium text-ink">
                {labels[field]}
              </label>
              <input
                id={`${ids}-${field}`}
                type={field === "password" ? "password" : field === "email" ? "email" : "text"}
                autoComplete={autoComplete[field]}
                required
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={`${ids}-${field}-help`}
                className={`mt-1 ${INPUT}`}
              />
              <p
                id={`${ids}-${field}-help`}
                className={errors[field] ? "mt-1 text-sm text-red-800" : "mt-1 text-sm text-ink/70"}
              >
                {errors[field] ?? (field === "password" ? `At least ${MIN_PERSON_PASSWORD_LENGTH} characters.` : "")}
              </p>
            </div>
          ))}
          {formError ? (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
              {formError}
            </p>
          ) : null}
          <button type="submit" disabled={busy} className={`w-full ${BUTTON.primary}`}>
            {busy ? "Creating your account…" : "Create my account"}
          </button>
        </form>
      </div>
    </main>
  );
}
