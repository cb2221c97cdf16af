import { type FormEvent, type InputHTMLAttributes, useId, useRef, useState } from "react";
import { isRecord } from "../../../shared/error-body.ts";
import {
  checkMailSettings,
  MAIL_SECURITIES,
  MAIL_SECURITY_LABELS,
  MAIL_SETTINGS_ERROR_CODES,
  type MailSecurity,
  type MailSettingsField,
  type MailSettingsInput,
  type MailSetup,
} from "../../../shared/mail-settings.ts";
import type { ApiFailure } from "../../lib/api.ts";
import { MAIL_SETTINGS_MESSAGES as WORDS } from "../admin-messages.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { Notice, type NoticeState, PanelLoadFailed, PanelLoading } from "../notice.tsx";
import { BUTTON, CARD, INPUT } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";
import { getMailSetup, removeMailSettings, saveMailSettings, tryMail } from "./mail-client.ts";
import { MAIL_PROVIDERS } from "./mail-providers.ts";

type FieldErrors = Partial<Record<MailSettingsField, string>>;

/** The form's fields as typed: the port too is text until it is checked. */
interface FormState {
  host: string;
  port: string;
  security: MailSecurity;
  username: string;
  password: string;
  fromAddress: string;
  fromName: string;
}

/** The order the fields are on screen: the first one with an error gets the focus. */
const FIELD_ORDER: readonly MailSettingsField[] = [
  "host",
  "port",
  "security",
  "username",
  "password",
  "fromAddress",
  "fromName",
];

function formFrom(saved: MailSetup["saved"]): FormState {
  return saved
    ? { ...saved, port: String(saved.port), password: "" }
    : { host: "", port: "465", security: "tls", username: "", password: "", fromAddress: "", fromName: "" };
}

/** What the form sends: the port as a number (an empty or wrong one is refused by the shared check). */
function inputOf(form: FormState): unknown {
  return { ...form, port: form.port.trim() === "" ? Number.NaN : Number(form.port) };
}

/** The field errors of a 400 invalid_mail_settings answer; null for any other failure. */
function fieldErrorsOf(failure: ApiFailure): FieldErrors | null {
  if (failure.kind !== "error" || failure.code !== MAIL_SETTINGS_ERROR_CODES.invalid) return null;
  const fields = isRecord(failure.body) ? failure.body.fields : null;
  if (!isRecord(fields)) return null;
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const message = fields[field];
    if (typeof message === "string") errors[field] = message;
  }
  return errors;
}

/**
 * The couple's "Mail" tab (docs/decisions/053-mail-the-couple-can-set-up.md): which way mail goes, in plain
 * words; their provider's settings, whose password is never shown again; a test mail whose result is announced;
 * and removing the settings. While the server's environment sets mail, the form says so and saves nothing.
 */
export function MailPanel({ onSessionEnded }: { onSessionEnded(): void }) {
  const { resource, setResource, refresh, notice, setNotice, failed } = useAdminResource(getMailSetup, onSessionEnded);
  // A new form (its fields as saved) after the settings are removed.
  const [formKey, setFormKey] = useState(0);
  const ids = useId();

  if (resource.kind === "loading") return <PanelLoading text={WORDS.loading} />;
  if (resource.kind === "failed") return <PanelLoadFailed message={resource.message} onRetry={() => void refresh()} />;
  const setup = resource.value;
  const changed = (next: MailSetup, text: string, { reset = false } = {}) => {
    setResource({ kind: "loaded", value: next });
    setNotice({ kind: "success", text });
    if (reset) setFormKey((key) => key + 1);
  };

  return (
    <div className="space-y-6">
      <Notice notice={notice} />
      <section aria-labelledby={`${ids}-title`} className={CARD}>
        <h2 id={`${ids}-title`} className="font-serif text-2xl text-ink">
          {WORDS.title}
        </h2>
        <p className="mt-2 max-w-prose text-ink" data-testid="mail-summary">
          {setup.summary}
        </p>
        {setup.problem && setup.way !== "provider" ? (
          <p className="mt-2 max-w-prose rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{setup.problem}</p>
        ) : null}
        <p className="mt-3 max-w-prose text-sm text-ink/80">{WORDS.intro}</p>
      </section>
      <MailSettingsForm
        key={formKey}
        setup={setup}
        onChanged={changed}
        failed={failed}
        onFailed={(text) => setNotice({ kind: "error", text })}
      />
    </div>
  );
}

function MailSettingsForm({
  setup,
  onChanged,
  failed,
  onFailed,
}: {
  setup: MailSetup;
  onChanged(next: MailSetup, text: string, options?: { reset?: boolean }): void;
  failed(failure: ApiFailure): string;
  onFailed(text: string): void;
}) {
  const ids = useId();
  const locked = setup.way === "environment";
  const passwordSaved = setup.saved?.passwordSaved ?? false;
  const [form, setForm] = useState<FormState>(() => formFrom(setup.saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<"saving" | "testing" | null>(null);
  // The sender's own mailbox is the likeliest place to look for the test mail.
  const [to, setTo] = useState(setup.saved?.fromAddress ?? "");
  const [trial, setTrial] = useState<NoticeState>(null);
  const [removal, setRemoval] = useState<{ busy: boolean; error: string | null } | null>(null);
  const fieldRefs = useRef<Partial<Record<MailSettingsField, HTMLElement | null>>>({});

  const set = (field: keyof FormState) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function showErrors(fields: FieldErrors) {
    setErrors(fields);
    const first = FIELD_ORDER.find((field) => fields[field]);
    if (first) fieldRefs.current[first]?.focus();
  }

  /** The form's settings when every field is right; otherwise each wrong field says why and has the focus. */
  function checked(): MailSettingsInput | null {
    const result = checkMailSettings(inputOf(form), passwordSaved);
    if (!result.ok) {
      showErrors(result.fields);
      return null;
    }
    setErrors({});
    return result.value;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const settings = checked();
    if (!settings) return;
    setBusy("saving");
    const result = await saveMailSettings(settings);
    setBusy(null);
    if (result.ok) {
      setForm((current) => ({ ...current, password: "" }));
      onChanged(result.value, WORDS.saved);
      return;
    }
    const fields = fieldErrorsOf(result);
    if (fields) showErrors(fields);
    onFailed(fields ? WORDS.fixFields : failed(result));
  }

  async function sendTest(event: FormEvent) {
    event.preventDefault();
    // While the operator's settings win, the test goes the way mail goes now.
    const settings = locked ? undefined : checked();
    if (settings === null) {
      setTrial({ kind: "error", text: WORDS.fixFields });
      return;
    }
    setBusy("testing");
    setTrial({ kind: "success", text: WORDS.testing });
    const result = await tryMail(to.trim(), settings);
    setBusy(null);
    if (result.ok) setTrial({ kind: result.value.ok ? "success" : "error", text: result.value.message });
    else setTrial({ kind: "error", text: failed(result) });
  }

  async function remove() {
    setRemoval({ busy: true, error: null });
    const result = await removeMailSettings();
    if (result.ok) {
      setRemoval(null);
      onChanged(result.value, WORDS.removed, { reset: true });
    } else {
      setRemoval({ busy: false, error: failed(result) });
    }
  }

  /** One of the form's text fields: its label, its input, its error when it has one, and its hint. */
  const textField = (
    name: Exclude<MailSettingsField, "security">,
    label: string,
    hint: string,
    input: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div>
      <label htmlFor={`${ids}-${name}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${ids}-${name}`}
        ref={(element) => {
          fieldRefs.current[name] = element;
        }}
        type="text"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        {...input}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[errors[name] ? `${ids}-${name}-error` : "", `${ids}-${name}-hint`].join(" ").trim()}
        value={form[name]}
        onChange={(event) => set(name)(event.target.value)}
        className={`mt-1 ${INPUT} aria-invalid:border-red-700`}
      />
      <FieldError id={`${ids}-${name}-error`} error={errors[name]} />
      <p id={`${ids}-${name}-hint`} className="mt-1 text-xs text-ink/75">
        {hint}
      </p>
    </div>
  );

  return (
    <>
      <section aria-labelledby={`${ids}-form-title`} className={CARD}>
        <h2 id={`${ids}-form-title`} className="font-serif text-2xl text-ink">
          {WORDS.formTitle}
        </h2>
        {locked ? (
          <p id={`${ids}-locked`} className="mt-2 max-w-prose rounded-lg bg-sand/70 px-3 py-2 text-sm text-ink">
            {WORDS.setByOperator}
          </p>
        ) : null}
        <form onSubmit={(event) => void save(event)} noValidate className="mt-4 max-w-2xl space-y-4">
          <fieldset disabled={locked} className="space-y-4" aria-describedby={locked ? `${ids}-locked` : undefined}>
            <legend className="sr-only">{WORDS.formTitle}</legend>
            <ProviderHint
              onChoose={(provider) =>
                setForm((current) => ({
                  ...current,
                  host: provider.host,
                  port: String(provider.port),
                  security: provider.security,
                }))
              }
            />
            <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
              {textField("host", WORDS.labels.host, WORDS.hostHint)}
              {textField("port", WORDS.labels.port, WORDS.portHint, { inputMode: "numeric" })}
            </div>
            <fieldset
              aria-describedby={errors.security ? `${ids}-security-error` : undefined}
              aria-invalid={errors.security ? true : undefined}
            >
              <legend className="text-sm font-medium text-ink">{WORDS.labels.security}</legend>
              <div className="mt-1 space-y-1">
                {MAIL_SECURITIES.map((security, index) => (
                  <label key={security} className="flex items-start gap-2 text-sm text-ink">
                    <input
                      ref={
                        index === 0
                          ? (element) => {
                              fieldRefs.current.security = element;
                            }
                          : undefined
                      }
                      type="radio"
                      name={`${ids}-security`}
                      value={security}
                      checked={form.security === security}
                      onChange={() => set("security")(security)}
                      className="mt-0.5 h-4 w-4 accent-ink"
                    />
                    {MAIL_SECURITY_LABELS[security]}
                  </label>
                ))}
              </div>
              <FieldError id={`${ids}-security-error`} error={errors.security} />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              {textField("username", WORDS.labels.username, WORDS.username)}
              {textField("password", WORDS.labels.password, passwordSaved ? WORDS.passwordSaved : WORDS.passwordNone, {
                type: "password",
                autoComplete: "new-password",
              })}
              {textField("fromAddress", WORDS.labels.fromAddress, WORDS.fromAddress, { type: "email" })}
              {textField("fromName", WORDS.labels.fromName, WORDS.fromName, {
                spellCheck: true,
                autoCapitalize: "words",
              })}
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={busy !== null} className={BUTTON.primary}>
                {busy === "saving" ? WORDS.saving : WORDS.save}
              </button>
              {setup.saved || setup.problem ? (
                <button
                  type="button"
                  disabled={busy !== null}
                  className={BUTTON.secondary}
                  onClick={() => setRemoval({ busy: false, error: null })}
                >
                  {WORDS.remove}
                </button>
              ) : null}
            </div>
          </fieldset>
        </form>
        <form
          onSubmit={(event) => void sendTest(event)}
          className="mt-6 flex max-w-2xl flex-wrap items-end gap-3 border-t border-ink/10 pt-4"
        >
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={`${ids}-to`} className="block text-sm font-medium text-ink">
              {WORDS.testTo}
            </label>
            <input
              id={`${ids}-to`}
              type="email"
              required
              autoComplete="email"
              aria-describedby={`${ids}-to-hint`}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className={`mt-1 ${INPUT}`}
            />
          </div>
          <button type="submit" disabled={busy !== null} className={BUTTON.secondary}>
            {busy === "testing" ? WORDS.testing : WORDS.test}
          </button>
          <p id={`${ids}-to-hint`} className="basis-full text-sm text-ink/75">
            {locked ? null : WORDS.testNote}
          </p>
          <Notice notice={trial} className="basis-full" />
        </form>
      </section>
      {removal ? (
        <ConfirmDialog
          title={WORDS.removeTitle}
          confirmLabel={WORDS.remove}
          busyLabel={WORDS.removing}
          busy={removal.busy}
          error={removal.error}
          onConfirm={() => void remove()}
          onCancel={() => setRemoval(null)}
        >
          <p>{WORDS.removeText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null;
}

/** Fills the server, port and encryption of a common provider; the couple still types their own login. */
function ProviderHint({ onChoose }: { onChoose(provider: (typeof MAIL_PROVIDERS)[number]): void }) {
  const ids = useId();
  return (
    <div>
      <label htmlFor={`${ids}-provider`} className="block text-sm font-medium text-ink">
        {WORDS.providerHint}
      </label>
      <select
        id={`${ids}-provider`}
        aria-describedby={`${ids}-provider-note`}
        defaultValue=""
        onChange={(event) => {
          const provider = MAIL_PROVIDERS.find((each) => each.name === event.target.value);
          if (provider) onChoose(provider);
        }}
        className={`mt-1 sm:max-w-xs ${INPUT}`}
      >
        <option value="">{WORDS.providerHintNone}</option>
        {MAIL_PROVIDERS.map((provider) => (
          <option key={provider.name} value={provider.name}>
            {provider.name}
          </option>
        ))}
      </select>
      <p id={`${ids}-provider-note`} className="mt-1 text-xs text-ink/75">
        {WORDS.providerHintNote}
      </p>
    </div>
  );
}
