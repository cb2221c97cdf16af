import { type ChangeEvent, useId, useMemo, useRef, useState } from "react";
import type {
  AdminHousehold,
  InvitationResult,
  ReminderResult,
  RsvpSettingsInput,
} from "../../../shared/household-schemas.ts";
import { GUEST_LIST_API, HOUSEHOLD_STATUS_LABELS, HOUSEHOLD_STATUSES } from "../../../shared/households.ts";
import { QrCode } from "../../components/qr-code.tsx";
import type { ApiResult } from "../../lib/api.ts";
import { HOUSEHOLD_CHANGE_MESSAGES } from "../admin-messages.ts";
import { DeletionDialog } from "../confirm-dialog.tsx";
import { Notice, PanelLoadFailed, PanelLoading } from "../notice.tsx";
import { useCan } from "../permissions.ts";
import { SearchField } from "../search-field.tsx";
import { useAdminSite } from "../site.ts";
import { BUTTON, CARD, INPUT } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";
import { useConfirmedDeletion } from "../use-confirmed-deletion.ts";
import { DeadlineSettings } from "./deadline-settings.tsx";
import { EventTotalsView } from "./event-totals.tsx";
import {
  absoluteLink,
  countLabel,
  filterHouseholds,
  importedSentence,
  invitationWhatsAppLink,
  type StatusFilter,
  statusCounts,
} from "./guest-list.ts";
import {
  createHousehold,
  deleteHousehold,
  getGuestList,
  importGuestListCsv,
  importProblems,
  markInvited,
  previewInvitations,
  previewReminders,
  saveRsvpSettings,
  sendInvitation,
  sendInvitations,
  sendReminders,
  updateHousehold,
  updateHouseholdContact,
} from "./guest-list-client.ts";
import { csvDataUrl, guestListTemplateCsv } from "./guest-list-csv.ts";
import { householdChanges } from "./household-changes.ts";
import { type HouseholdConflict, HouseholdEditor } from "./household-editor.tsx";
import { blankForm, formFromHousehold, type HouseholdForm, type HouseholdSave } from "./household-form.ts";
import { type HouseholdActions, HouseholdList } from "./household-list.tsx";
import { ImportProblems, type RefusedImport, refusedImportSentence } from "./import-problems.tsx";
import { PRINT_CARDS_HASH } from "./invitation-cards.tsx";
import { INVITATION_SENDING, LinkSending, REMINDER_SENDING } from "./link-sending.tsx";
import { Modal } from "./modal.tsx";

type Editing = {
  /** Null: a new household. */
  household: AdminHousehold | null;
  form: HouseholdForm;
  busy: boolean;
  error: string | null;
  /** The household changed since it was opened: the save was refused, the editor shows what changed. */
  conflict: HouseholdConflict | null;
};

/**
 * The couple's guest list (docs/product.md, decision 13): the numbers per
 * event, the households with their personal links, import and export,
 * reminders and the deadline.
 */
export function GuestListPanel({ onSessionEnded }: { onSessionEnded(): void }) {
  const site = useAdminSite();
  const can = useCan();
  const {
    resource: load,
    setResource: setLoad,
    refresh,
    notice,
    setNotice,
    failed,
  } = useAdminResource(getGuestList, onSessionEnded);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [qrFor, setQrFor] = useState<AdminHousehold | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [refusedImport, setRefusedImport] = useState<RefusedImport | null>(null);
  const [invitations, setInvitations] = useState<{ busy: boolean; result: InvitationResult | null }>({
    busy: false,
    result: null,
  });
  const [reminders, setReminders] = useState<{ busy: boolean; result: ReminderResult | null }>({
    busy: false,
    result: null,
  });
  const [savingSettings, setSavingSettings] = useState(false);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  const households = load.kind === "loaded" ? load.value.households : [];
  const shown = useMemo(() => filterHouseholds(households, status, query), [households, status, query]);
  const counts = useMemo(() => statusCounts(households), [households]);
  const templateHref = useMemo(
    () =>
      csvDataUrl(
        guestListTemplateCsv(
          site.events.map((event) => event.id),
          site.languages,
        ),
      ),
    [site.events, site.languages],
  );

  const replaceHousehold = (updated: AdminHousehold) =>
    setLoad((current) =>
      current.kind === "loaded"
        ? {
            kind: "loaded",
            value: {
              ...current.value,
              households: current.value.households.map((household) =>
                household.id === updated.id ? updated : household,
              ),
            },
          }
        : current,
    );

  const deletion = useConfirmedDeletion({
    remove: (household: AdminHousehold) => deleteHousehold(household.id, household.version),
    async deleted(household) {
      await refresh();
      setNotice({ kind: "success", text: `Deleted ${household.displayName}.` });
    },
    failed,
    changed(current) {
      // Shown as it is now; a second confirmation deletes this version.
      replaceHousehold(current);
      return HOUSEHOLD_CHANGE_MESSAGES.deleteChanged;
    },
  });

  if (load.kind === "loading") return <PanelLoading text="Loading the guest list…" />;
  if (load.kind === "failed") return <PanelLoadFailed message={load.message} onRetry={() => void refresh()} />;

  const { value: list } = load;
  const linkOf = (household: AdminHousehold) => absoluteLink(list.origin, window.location.origin, household.link);
  const guestCount = households.reduce((sum, household) => sum + household.guests.length, 0);

  const actions: HouseholdActions = {
    whatsAppLink: (household) => invitationWhatsAppLink(household, list.invitationMessages, linkOf(household)),
    async onCopy(household) {
      const url = linkOf(household);
      try {
        await navigator.clipboard.writeText(url);
        setNotice({ kind: "success", text: `Copied the link for ${household.displayName}: ${url}` });
      } catch {
        setNotice({ kind: "success", text: `The link for ${household.displayName} (copy it from here): ${url}` });
      }
    },
    // WhatsApp opens in another tab; the household counts as invited from now on.
    onWhatsApp: (household) => invitedOnWhatsApp(household.id),
    async onEmail(household) {
      setSendingId(household.id);
      const result = await sendInvitation(household.id);
      setSendingId(null);
      if (result.ok) {
        replaceHousehold(result.value);
        setNotice({
          kind: "success",
          text: `The invitation email to ${household.displayName} (${household.email ?? ""}) is on its way.`,
        });
      } else {
        setNotice({ kind: "error", text: failed(result) });
      }
    },
    onQr: setQrFor,
    onEdit: (household) =>
      setEditing({ household, form: formFromHousehold(household), busy: false, error: null, conflict: null }),
    onDelete: deletion.ask,
    sendingId,
  };

  /** A new household, the whole household on the version it was opened at, or only its contact details. */
  function send(household: AdminHousehold | null, change: HouseholdSave) {
    if (change.kind === "contact") {
      if (household) return updateHouseholdContact(household.id, { ...change.contact, version: household.version });
      throw new Error("A new household is saved whole");
    }
    if (household) return updateHousehold(household.id, { ...change.input, version: household.version });
    return createHousehold(change.input);
  }

  async function save(change: HouseholdSave) {
    if (!editing) return;
    const { household } = editing;
    setEditing({ ...editing, busy: true, error: null });
    const result = await send(household, change);
    if (!result.ok && result.kind === "changed") {
      const { current } = result;
      replaceHousehold(current);
      setEditing((open) =>
        open && household
          ? {
              ...open,
              busy: false,
              conflict: { current, changes: householdChanges(household, current, site), reapplied: false },
            }
          : open,
      );
      return;
    }
    if (result.ok) {
      await refresh();
      setEditing(null);
      setNotice({
        kind: "success",
        text: household ? `Saved ${result.value.displayName}.` : `Added ${result.value.displayName}.`,
      });
    } else {
      const message = failed(result);
      setEditing((current) => (current ? { ...current, busy: false, error: message } : current));
    }
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setImporting(true);
    setRefusedImport(null);
    const result = await importGuestListCsv(file);
    setImporting(false);
    input.value = "";
    if (result.ok) {
      await refresh();
      setNotice({
        kind: "success",
        text: importedSentence(result.value, file.name),
      });
      return;
    }
    const refused = importProblems(result);
    if (refused) {
      const shown = { fileName: file.name, ...refused };
      setRefusedImport(shown);
      setNotice({ kind: "error", text: refusedImportSentence(shown) });
    } else {
      setNotice({ kind: "error", text: `${failed(result)} Nothing was imported.` });
    }
  }

  /** Sends the invitations or the reminders, then shows what was done and the list as it is now. */
  async function sendAll<T>(
    send: () => Promise<ApiResult<T>>,
    show: (state: { busy: boolean; result: T | null }) => void,
  ) {
    show({ busy: true, result: null });
    const result = await send();
    if (result.ok) {
      show({ busy: false, result: result.value });
      await refresh();
    } else {
      show({ busy: false, result: null });
      setNotice({ kind: "error", text: failed(result) });
    }
  }

  /** A WhatsApp invitation the couple opened to send: the household counts as invited from now on. */
  async function invitedOnWhatsApp(householdId: string) {
    const result = await markInvited(householdId);
    if (result.ok) replaceHousehold(result.value);
    else setNotice({ kind: "error", text: failed(result) });
  }

  async function saveSettings(settings: RsvpSettingsInput) {
    setSavingSettings(true);
    const result = await saveRsvpSettings(settings);
    setSavingSettings(false);
    if (result.ok) {
      setLoad({ kind: "loaded", value: { ...list, window: result.value } });
      setNotice({ kind: "success", text: `Saved the deadline: ${result.value.deadlineLabel}.` });
    } else {
      setNotice({ kind: "error", text: failed(result) });
    }
  }

  const searching = status !== "all" || query.trim() !== "";
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${ids}-numbers`}>
        <h2 id={`${ids}-numbers`} className="mb-3 font-serif text-2xl text-ink">
          Numbers
        </h2>
        <EventTotalsView totals={list.totals} />
      </section>

      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {can("mail") ? (
          <>
            <section aria-labelledby={`${ids}-invitations`} className={CARD}>
              <h2 id={`${ids}-invitations`} className="font-serif text-2xl text-ink">
                Invitations
              </h2>
              <div className="mt-2">
                <LinkSending
                  words={INVITATION_SENDING}
                  result={invitations.result}
                  busy={invitations.busy}
                  preview={previewInvitations}
                  onSend={() => void sendAll(sendInvitations, setInvitations)}
                  onTapped={(id) => void invitedOnWhatsApp(id)}
                />
              </div>
            </section>
            <section aria-labelledby={`${ids}-reminders`} className={CARD}>
              <h2 id={`${ids}-reminders`} className="font-serif text-2xl text-ink">
                Reminders
              </h2>
              <div className="mt-2">
                <LinkSending
                  words={REMINDER_SENDING}
                  result={reminders.result}
                  busy={reminders.busy}
                  preview={previewReminders}
                  onSend={() => void sendAll(sendReminders, setReminders)}
                />
              </div>
            </section>
          </>
        ) : null}
        {can("guestsAll") ? (
          <section aria-labelledby={`${ids}-deadline`} className={CARD}>
            <h2 id={`${ids}-deadline`} className="font-serif text-2xl text-ink">
              Deadline
            </h2>
            <div className="mt-2">
              <DeadlineSettings
                key={`${list.window.deadline}|${list.window.closeAtDeadline}`}
                window={list.window}
                timeZone={site.timeZone}
                busy={savingSettings}
                onSave={(settings) => void saveSettings(settings)}
              />
            </div>
          </section>
        ) : null}
      </div>

      <section aria-labelledby={`${ids}-list`} className={CARD}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2
              id={`${ids}-list`}
              ref={listHeadingRef}
              tabIndex={-1}
              className="font-serif text-2xl text-ink focus:outline-none"
            >
              Households
            </h2>
            <p className="text-sm text-ink/80">
              {countLabel(households.length, "household", "households")}, {countLabel(guestCount, "guest", "guests")}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={BUTTON.primary}
              onClick={() =>
                setEditing({ household: null, form: blankForm(site), busy: false, error: null, conflict: null })
              }
            >
              Add a household
            </button>
            {can("guestsAll") ? (
              <a href={PRINT_CARDS_HASH} className={BUTTON.secondary}>
                Print invitation cards
              </a>
            ) : null}
            <button type="button" className={BUTTON.secondary} onClick={() => void refresh()}>
              Refresh
            </button>
          </div>
        </div>

        {can("guestsAll") ? (
          <div className="mt-4 grid gap-4 rounded-xl bg-sand/50 p-3 sm:p-4 md:grid-cols-2">
            <div>
              <label htmlFor={`${ids}-import`} className="block text-sm font-medium text-ink">
                Import households from a CSV file
              </label>
              <input
                id={`${ids}-import`}
                type="file"
                accept=".csv,text/csv"
                disabled={importing}
                onChange={(event) => void importFile(event)}
                aria-describedby={`${ids}-import-hint`}
                className="mt-1 block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-ink/25 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-powder/40"
              />
              <p id={`${ids}-import-hint`} className="mt-1 text-xs text-ink/75">
                {importing
                  ? "Importing…"
                  : "One household a line, in the template's columns (CSV from any spreadsheet). A row with a household's code updates it; a file with a mistake imports nothing."}
              </p>
            </div>
            <div>
              <p className="text-sm font-medium text-ink">Downloads</p>
              <ul className="mt-1 space-y-1 text-sm">
                <li>
                  <a href={templateHref} download="guest-list-template.csv" className={LINK}>
                    Download the CSV template
                  </a>
                </li>
                <li>
                  <a href={GUEST_LIST_API.exportCsv} download className={LINK}>
                    Export the guest list (CSV)
                  </a>
                </li>
                <li>
                  <a href={GUEST_LIST_API.answersCsv} download className={LINK}>
                    Export everyone’s answers (CSV)
                  </a>
                </li>
              </ul>
            </div>
          </div>
        ) : null}

        <Notice notice={notice} className="mt-4" />
        {refusedImport && notice?.text === refusedImportSentence(refusedImport) ? (
          <ImportProblems refused={refusedImport} />
        ) : null}

        <div className="mt-4 flex flex-wrap gap-4">
          <div>
            <label htmlFor={`${ids}-status`} className="block text-sm font-medium text-ink">
              Status
            </label>
            <select
              id={`${ids}-status`}
              value={status}
              onChange={(event) => setStatus(HOUSEHOLD_STATUSES.find((value) => value === event.target.value) ?? "all")}
              className={`mt-1 ${INPUT}`}
            >
              <option value="all">All ({households.length})</option>
              {HOUSEHOLD_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {HOUSEHOLD_STATUS_LABELS[value]} ({counts[value]})
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 flex-1 basis-60">
            <SearchField label="Search by name, email or phone" value={query} onChange={setQuery} />
          </div>
        </div>
        <p role="status" className="mt-2 text-sm text-ink/80">
          {searching ? `${shown.length} of ${countLabel(households.length, "household", "households")} shown.` : ""}
        </p>

        {shown.length === 0 ? (
          <p className="mt-4 text-ink/70">
            {searching ? "No household matches." : "No households yet. Add one, or import your list from a CSV file."}
          </p>
        ) : (
          <HouseholdList households={shown} site={site} actions={actions} />
        )}
      </section>

      {editing ? (
        <HouseholdEditor
          title={editing.household ? `Edit ${editing.household.displayName}` : "Add a household"}
          initial={editing.form}
          existing={editing.household !== null}
          site={site}
          busy={editing.busy}
          error={editing.error}
          conflict={editing.conflict}
          onSave={(change) => void save(change)}
          onReapplied={() =>
            setEditing((open) =>
              open?.conflict
                ? { ...open, household: open.conflict.current, conflict: { ...open.conflict, reapplied: true } }
                : open,
            )
          }
          onClose={() => setEditing(null)}
        />
      ) : null}

      {qrFor ? (
        <Modal title={`QR code for ${qrFor.displayName}`} onClose={() => setQrFor(null)}>
          <QrCode
            text={linkOf(qrFor)}
            label={`QR code of the invitation link for ${qrFor.displayName}`}
            className="mx-auto w-64 max-w-full"
          />
          <p className="mt-3 text-center text-sm break-all text-ink/85">{linkOf(qrFor)}</p>
        </Modal>
      ) : null}

      <DeletionDialog
        deletion={deletion}
        title="Delete this household?"
        confirmLabel="Delete household"
        returnFocusTo={() => listHeadingRef.current}
      >
        {(household) => (
          <p>
            <strong>{household.displayName}</strong> and their answers will be removed for good, and their personal link
            will stop working.
          </p>
        )}
      </DeletionDialog>
    </div>
  );
}

const LINK =
  "font-medium text-dusk underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-dusk";
