import type { AdminHousehold } from "../../../shared/household-schemas.ts";
import { HOUSEHOLD_STATUS_LABELS, type HouseholdStatus } from "../../../shared/households.ts";
import { formatDateTimeIn } from "../format.ts";
import { useCan } from "../permissions.ts";
import { BUTTON } from "../ui.ts";
import { type GuestListSite, guestLabel, householdLanguageLabel } from "./guest-list.ts";

export interface HouseholdActions {
  /** The wa.me link with the invitation, or null without an international number. */
  whatsAppLink(household: AdminHousehold): string | null;
  onCopy(household: AdminHousehold): void;
  onWhatsApp(household: AdminHousehold): void;
  onEmail(household: AdminHousehold): void;
  onQr(household: AdminHousehold): void;
  onEdit(household: AdminHousehold): void;
  onDelete(household: AdminHousehold): void;
  /** The household whose invitation mail is being queued. */
  sendingId: string | null;
}

/**
 * The households: a table on a wide screen, one card each on a phone (the
 * other is display:none, so screen readers meet one of them). Every string
 * the couple or a guest typed is a React text child, never markup.
 */
export function HouseholdList({
  households,
  site,
  actions,
}: {
  households: readonly AdminHousehold[];
  site: GuestListSite;
  actions: HouseholdActions;
}) {
  return (
    <>
      <table className="mt-4 hidden w-full table-fixed border-collapse text-left text-sm lg:table">
        <colgroup>
          <col className="w-[22%]" />
          <col className="w-[19%]" />
          <col className="w-[11%]" />
          <col className="w-[13%]" />
          <col className="w-[35%]" />
        </colgroup>
        <thead>
          <tr className="border-b border-ink/15 text-ink/80">
            <th scope="col" className="px-2 py-2 font-medium">
              Household
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Guests
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Invited to
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {households.map((household) => (
            <tr key={household.id} className="border-b border-ink/10 align-top last:border-0">
              <th scope="row" className="px-2 py-3 font-normal break-words">
                <span className="font-medium text-ink">{household.displayName}</span>
                <Contact household={household} />
                <HouseholdLanguage household={household} site={site} />
              </th>
              <td className="px-2 py-3">
                <Guests household={household} />
              </td>
              <td className="px-2 py-3">
                <Events household={household} site={site} />
              </td>
              <td className="px-2 py-3">
                <Status household={household} timeZone={site.timeZone} />
              </td>
              <td className="px-2 py-3">
                <Actions household={household} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 space-y-3 lg:hidden">
        {households.map((household) => (
          <li key={household.id}>
            <article
              aria-labelledby={`household-${household.id}`}
              className="rounded-xl border border-ink/15 bg-white p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 id={`household-${household.id}`} className="font-medium break-words text-ink">
                  {household.displayName}
                </h3>
                <Status household={household} timeZone={site.timeZone} />
              </div>
              <Contact household={household} />
              <HouseholdLanguage household={household} site={site} />
              <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                <div>
                  <p className="text-xs font-medium tracking-wide text-ink/70 uppercase">Guests</p>
                  <Guests household={household} />
                </div>
                <div>
                  <p className="text-xs font-medium tracking-wide text-ink/70 uppercase">Invited to</p>
                  <Events household={household} site={site} />
                </div>
              </div>
              <div className="mt-3 border-t border-ink/10 pt-3">
                <Actions household={household} actions={actions} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

function Contact({ household }: { household: AdminHousehold }) {
  if (!household.email && !household.phone) {
    return <span className="mt-1 block text-sm text-ink/70">No email or phone</span>;
  }
  return (
    <span className="mt-1 block text-sm break-words text-ink/80">
      {household.email ? <span className="block">{breakableEmail(household.email)}</span> : null}
      {household.phone ? <span className="block">{household.phone}</span> : null}
      {household.selfRegistered ? <span className="block text-ink/70">Answered on the open form</span> : null}
    </span>
  );
}

/** The household's language when it is not the site's first; one the site no longer has is said plainly. */
function HouseholdLanguage({ household, site }: { household: AdminHousehold; site: GuestListSite }) {
  const label = householdLanguageLabel(household.language, site);
  if (!label) return null;
  return (
    <span className={`mt-1 block text-sm break-words ${label.removed ? "text-amber-900" : "text-ink/80"}`}>
      Language: {label.name}
    </span>
  );
}

/** An address that wraps after its "@" rather than mid-word when the column is narrow. */
function breakableEmail(email: string) {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function Guests({ household }: { household: AdminHousehold }) {
  return (
    <ul className="space-y-0.5">
      {household.guests.map((guest) => {
        const label = guestLabel(guest, household);
        return (
          <li key={guest.id} className="break-words">
            <span className={guest.name ? "text-ink" : "text-ink/75 italic"}>{label.name}</span>
            {label.notes.map((note) => (
              <span
                key={note}
                className="ml-1.5 inline-block rounded-full bg-powder/60 px-1.5 py-px text-xs font-medium text-ink"
              >
                {note}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

function Events({ household, site }: { household: AdminHousehold; site: GuestListSite }) {
  const titles = site.events.filter((event) => household.eventIds.includes(event.id)).map((event) => event.title);
  return (
    <ul className="space-y-0.5">
      {titles.map((title) => (
        <li key={title} className="break-words">
          {title}
        </li>
      ))}
    </ul>
  );
}

const STATUS_STYLES: Record<HouseholdStatus, string> = {
  not_invited: "bg-stone-200 text-stone-900",
  invited: "bg-powder text-ink",
  opened: "bg-amber-100 text-amber-950",
  answered: "bg-emerald-100 text-emerald-950",
  declined: "bg-rose-100 text-rose-950",
};

/** The status, and when it last changed, in the wedding's time zone. */
function Status({ household, timeZone }: { household: AdminHousehold; timeZone: string }) {
  const when =
    household.status === "answered" || household.status === "declined"
      ? household.answeredAt
      : household.status === "opened"
        ? household.openedAt
        : household.status === "invited"
          ? household.invitedAt
          : null;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[household.status]}`}>
        {HOUSEHOLD_STATUS_LABELS[household.status]}
      </span>
      {when ? (
        <time dateTime={when} className="text-xs text-ink/75">
          {formatDateTimeIn(when, timeZone)}
        </time>
      ) : null}
      {household.lastReminderAt ? (
        <span className="text-xs text-ink/75">
          Reminded{" "}
          <time dateTime={household.lastReminderAt}>{formatDateTimeIn(household.lastReminderAt, timeZone)}</time>
        </span>
      ) : null}
    </span>
  );
}

function Actions({ household, actions }: { household: AdminHousehold; actions: HouseholdActions }) {
  const name = household.displayName;
  const whatsApp = actions.whatsAppLink(household);
  const sending = actions.sendingId === household.id;
  const can = useCan();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          className={BUTTON.small}
          aria-label={`Copy link for ${name}`}
          onClick={() => actions.onCopy(household)}
        >
          Copy link
        </button>
        {whatsApp ? (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className={BUTTON.small}
            aria-label={`Send on WhatsApp to ${name}`}
            onClick={() => actions.onWhatsApp(household)}
          >
            Send on WhatsApp
          </a>
        ) : null}
        {household.email && can("mail") ? (
          <button
            type="button"
            className={BUTTON.small}
            aria-label={`Send by email to ${name}`}
            disabled={sending}
            onClick={() => actions.onEmail(household)}
          >
            {sending ? "Sending…" : "Send by email"}
          </button>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          className={BUTTON.small}
          aria-label={`QR code for ${name}`}
          onClick={() => actions.onQr(household)}
        >
          QR code
        </button>
        <button
          type="button"
          className={BUTTON.small}
          aria-label={`Edit ${name}`}
          onClick={() => actions.onEdit(household)}
        >
          Edit
        </button>
        <button
          type="button"
          className={BUTTON.smallDanger}
          aria-label={`Delete ${name}`}
          onClick={() => actions.onDelete(household)}
        >
          Delete
        </button>
      </div>
    </div>
  );
}
