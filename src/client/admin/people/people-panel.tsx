import { type FormEvent, useId, useState } from "react";
import {
  ADMIN_ROLES,
  type AdminPerson,
  type AdminRole,
  type CreatedInvite,
  ROLE_DESCRIPTIONS,
} from "../../../shared/admin-people.ts";
import { changeRole, getPeople, invitePerson, removePerson, withdrawInvite } from "../admin-client.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { formatDateTimeIn } from "../format.ts";
import { Notice, PanelLoadFailed, PanelLoading } from "../notice.tsx";
import { useAdminSite } from "../site.ts";
import { BUTTON, CARD, INPUT } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";

/**
 * The People tab (partners, docs/decisions/052-people-not-a-password.md): invite someone with a role (and a
 * family member's side) and copy the link to send them; see who signs in, change a role, remove a person (their
 * sessions end at once); withdraw an invite not used yet.
 */
export function PeoplePanel({ me, onSessionEnded }: { me: string | null; onSessionEnded(): void }) {
  const { resource, refresh, notice, setNotice, failed } = useAdminResource(getPeople, onSessionEnded);
  const [removing, setRemoving] = useState<{ person: AdminPerson; busy: boolean; error: string | null } | null>(null);
  const { timeZone } = useAdminSite();

  if (resource.kind === "loading") return <PanelLoading text="Loading the people…" />;
  if (resource.kind === "failed") return <PanelLoadFailed message={resource.message} onRetry={() => void refresh()} />;
  const { people, invites } = resource.value;

  async function onRemove(person: AdminPerson) {
    setRemoving({ person, busy: true, error: null });
    const result = await removePerson(person.id);
    if (!result.ok) {
      setRemoving({ person, busy: false, error: failed(result) });
      return;
    }
    setRemoving(null);
    setNotice({ kind: "success", text: `${person.name} is removed and signed out everywhere.` });
    await refresh();
  }

  async function onWithdraw(id: string) {
    const result = await withdrawInvite(id);
    setNotice(
      result.ok
        ? { kind: "success", text: "The invite is withdrawn: its link no longer works." }
        : { kind: "error", text: failed(result) },
    );
    await refresh();
  }

  return (
    <div className="space-y-6">
      <Notice notice={notice} />
      <InviteForm
        onInvited={() => void refresh()}
        onFailed={(text) => setNotice({ kind: "error", text })}
        failed={failed}
      />
      <section aria-labelledby="people-heading" className={CARD}>
        <h2 id="people-heading" className="font-serif text-xl text-ink">
          People
        </h2>
        <ul className="mt-4 divide-y divide-ink/10">
          {people.map((person) => (
            <PersonRow
              key={`${person.id}-${person.role}-${person.side ?? ""}`}
              person={person}
              isMe={person.id === me}
              onChanged={(text) => {
                setNotice({ kind: "success", text });
                void refresh();
              }}
              onFailed={(text) => setNotice({ kind: "error", text })}
              failed={failed}
              onRemove={() => setRemoving({ person, busy: false, error: null })}
            />
          ))}
        </ul>
      </section>
      {invites.length > 0 ? (
        <section aria-labelledby="invites-heading" className={CARD}>
          <h2 id="invites-heading" className="font-serif text-xl text-ink">
            Invites not used yet
          </h2>
          <ul className="mt-4 divide-y divide-ink/10">
            {invites.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  {roleLabel(invite.role, invite.side)}, by {invite.createdBy}; ends{" "}
                  {formatDateTimeIn(invite.expiresAt, timeZone)}
                </span>
                <button type="button" className={BUTTON.small} onClick={() => void onWithdraw(invite.id)}>
                  Withdraw<span className="sr-only"> the invite for a {invite.role}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.person.name}?`}
          confirmLabel="Remove"
          busyLabel="Removing…"
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void onRemove(removing.person)}
          onCancel={() => setRemoving(null)}
        >
          <p>They are signed out everywhere at once and can no longer sign in. The audit log keeps what they did.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

const roleLabel = (role: AdminRole, side: string | null) => (side ? `${role} (${side})` : role);

function RoleFields({
  idPrefix,
  role,
  side,
  onRole,
  onSide,
  sideError,
}: {
  idPrefix: string;
  role: AdminRole;
  side: string;
  onRole(role: AdminRole): void;
  onSide(side: string): void;
  sideError: string | null;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-role`} className="block text-sm font-medium text-ink">
          Role
        </label>
        <select
          id={`${idPrefix}-role`}
          value={role}
          onChange={(event) => onRole(ADMIN_ROLES.find((each) => each === event.target.value) ?? "photographer")}
          className={`mt-1 ${INPUT}`}
        >
          {ADMIN_ROLES.map((each) => (
            <option key={each} value={each}>
              {ROLE_DESCRIPTIONS[each]}
            </option>
          ))}
        </select>
      </div>
      {role === "family" ? (
        <div>
          <label htmlFor={`${idPrefix}-side`} className="block text-sm font-medium text-ink">
            Side
          </label>
          <input
            id={`${idPrefix}-side`}
            value={side}
            onChange={(event) => onSide(event.target.value)}
            aria-invalid={sideError ? true : undefined}
            aria-describedby={`${idPrefix}-side-help`}
            className={`mt-1 ${INPUT}`}
          />
          <p
            id={`${idPrefix}-side-help`}
            className={sideError ? "mt-1 text-sm text-red-800" : "mt-1 text-sm text-ink/70"}
          >
            {sideError ?? "As the guest list writes it, e.g. “Thabo's family”: they see only those households."}
          </p>
        </div>
      ) : null}
    </>
  );
}

function InviteForm({
  onInvited,
  onFailed,
  failed,
}: {
  onInvited(): void;
  onFailed(text: string): void;
  failed: ReturnType<typeof useAdminResource>["failed"];
}) {
  const [role, setRole] = useState<AdminRole>("planner");
  const [side, setSide] = useState("");
  const [sideError, setSideError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const [copied, setCopied] = useState(false);
  const ids = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (role === "family" && side.trim() === "") {
      setSideError("Write whose side they are on.");
      document.getElementById(`${ids}-side`)?.focus();
      return;
    }
    setSideError(null);
    setBusy(true);
    const result = await invitePerson({ role, side: role === "family" ? side.trim() : null });
    setBusy(false);
    if (!result.ok) {
      onFailed(failed(result));
      return;
    }
    setCreated(result.value);
    setCopied(false);
    onInvited();
  }

  async function onCopy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      onFailed("The link could not be copied: select it and copy it yourself.");
    }
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className={CARD}>
      <h2 id={`${ids}-heading`} className="font-serif text-xl text-ink">
        Invite someone
      </h2>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <RoleFields idPrefix={ids} role={role} side={side} onRole={setRole} onSide={setSide} sideError={sideError} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={BUTTON.primary}>
            {busy ? "Making the link…" : "Make an invite link"}
          </button>
        </div>
      </form>
      {created ? (
        <div className="mt-4 rounded-lg bg-powder/30 p-3">
          <label htmlFor={`${ids}-link`} className="block text-sm font-medium text-ink">
            Invite link for a {roleLabel(created.role, created.side)}: send it to them; it works once, for 7 days
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id={`${ids}-link`}
              readOnly
              value={created.url}
              onFocus={(event) => event.target.select()}
              className={`min-w-0 flex-1 ${INPUT}`}
            />
            <button type="button" className={BUTTON.secondary} onClick={() => void onCopy(created.url)}>
              Copy link
            </button>
          </div>
          <p role="status" className="mt-1 text-sm text-ink/70">
            {copied ? "Copied." : ""}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function PersonRow({
  person,
  isMe,
  onChanged,
  onFailed,
  failed,
  onRemove,
}: {
  person: AdminPerson;
  isMe: boolean;
  onChanged(text: string): void;
  onFailed(text: string): void;
  failed: ReturnType<typeof useAdminResource>["failed"];
  onRemove(): void;
}) {
  const [role, setRole] = useState<AdminRole>(person.role);
  const [side, setSide] = useState(person.side ?? "");
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const changed = role !== person.role || (role === "family" && side.trim() !== (person.side ?? ""));

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (role === "family" && side.trim() === "") {
      onFailed(`Write whose side ${person.name} is on.`);
      return;
    }
    setBusy(true);
    const result = await changeRole(person.id, { role, side: role === "family" ? side.trim() : null });
    setBusy(false);
    if (result.ok) onChanged(`${person.name} is now ${roleLabel(result.value.role, result.value.side)}.`);
    else onFailed(failed(result));
  }

  return (
    <li className="py-4">
      <p className="font-medium text-ink">
        {person.name}
        {isMe ? " (you)" : ""} <span className="font-normal text-ink/70">{person.email}</span>
      </p>
      <form
        onSubmit={onSave}
        aria-label={`${person.name}'s role`}
        className="mt-2 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto_auto]"
      >
        <RoleFields idPrefix={ids} role={role} side={side} onRole={setRole} onSide={setSide} sideError={null} />
        <button type="submit" disabled={!changed || busy} className={BUTTON.small}>
          {busy ? "Saving…" : "Save role"}
          <span className="sr-only"> of {person.name}</span>
        </button>
        <button type="button" onClick={onRemove} className={BUTTON.smallDanger}>
          Remove<span className="sr-only"> {person.name}</span>
        </button>
      </form>
    </li>
  );
}
