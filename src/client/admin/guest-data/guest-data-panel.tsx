import { type FormEvent, useId, useRef, useState } from "react";
import { GUEST_DATA_ADMIN_API } from "../../../shared/admin-api.ts";
import { MAX_PERSON_MATCHES, MIN_GUEST_SEARCH_LENGTH } from "../../../shared/guest-data-schemas.ts";
import type { PersonMatch, PersonSearch, PhotoMatch } from "../../../shared/privacy.ts";
import { DeletionDialog } from "../confirm-dialog.tsx";
import { Notice, PanelLoadFailed, PanelLoading } from "../notice.tsx";
import { useAdminSite } from "../site.ts";
import { BUTTON, CARD, INPUT } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";
import { useConfirmedDeletion } from "../use-confirmed-deletion.ts";
import { DeletionLog } from "./deletion-log.tsx";
import { erasureParts, heldRows, photoMatchLabel, retentionSentence, searchResultSentence } from "./guest-data.ts";
import { eraseHousehold, erasePhoto, findPeople, getGuestDataSummary } from "./guest-data-client.ts";

type Found = { kind: "found"; query: string; matches: PersonMatch[]; photos: PhotoMatch[] };

type Search = { kind: "idle" } | { kind: "searching"; query: string } | Found | { kind: "refused"; message: string };

/**
 * The couple's "Guest data" tab (docs/product.md, decision 16): what is held
 * and until when, the export of everything, finding a person to delete
 * everywhere, and the log of deletions (counts only).
 */
export function GuestDataPanel({ onSessionEnded }: { onSessionEnded(): void }) {
  const { resource: load, refresh, notice, setNotice, failed } = useAdminResource(getGuestDataSummary, onSessionEnded);
  const { timeZone } = useAdminSite();
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<Search>({ kind: "idle" });
  const searchRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  async function find(event: FormEvent) {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed.length < MIN_GUEST_SEARCH_LENGTH) {
      setSearch({ kind: "refused", message: `Type at least ${MIN_GUEST_SEARCH_LENGTH} characters to search.` });
      return;
    }
    setSearch({ kind: "searching", query: trimmed });
    const result = await findPeople(trimmed);
    if (result.ok) setSearch(found(trimmed, result.value));
    else setSearch({ kind: "refused", message: failed(result) });
  }

  /** After a deletion: the results without what was deleted, what was done, and the counts as they are now. */
  function showDeleted(drop: (results: Found) => Found, text: string) {
    setSearch((current) => (current.kind === "found" ? drop(current) : current));
    setNotice({ kind: "success", text });
    void refresh();
  }
  const deletion = useConfirmedDeletion({
    remove: (match: PersonMatch) => eraseHousehold(match.householdId),
    deleted: (match) =>
      showDeleted(
        (results) => ({
          ...results,
          matches: results.matches.filter((other) => other.householdId !== match.householdId),
        }),
        `Deleted ${match.displayName} everywhere.`,
      ),
    failed,
  });
  const photoDeletion = useConfirmedDeletion({
    remove: (photo: PhotoMatch) => erasePhoto(photo.photoId),
    deleted: (photo) =>
      showDeleted(
        (results) => ({ ...results, photos: results.photos.filter((other) => other.photoId !== photo.photoId) }),
        `Deleted the photo ${photo.fileName}.`,
      ),
    failed,
  });

  if (load.kind === "loading") return <PanelLoading text="Loading what is held about guests…" />;
  if (load.kind === "failed") return <PanelLoadFailed message={load.message} onRetry={() => void refresh()} />;
  const { value: summary } = load;

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${ids}-held`} className={CARD}>
        <h2 id={`${ids}-held`} className="font-serif text-2xl text-ink">
          What is held
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {heldRows(summary.held).map((row) => (
            <div key={row.label} className="flex flex-col-reverse justify-end rounded-xl bg-sand/60 px-3 py-3">
              <dt className="mt-1 text-sm leading-snug text-ink/80">{row.label}</dt>
              <dd className="font-serif text-3xl text-ink tabular-nums">{row.count}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-prose text-ink/90">{retentionSentence(summary.retention, timeZone)}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <a href={GUEST_DATA_ADMIN_API.export} download className={BUTTON.primary}>
            Export all guest data (JSON)
          </a>
          <p className="text-sm text-ink/75">
            Households, guests and answers, RSVPs, photos’ details and mails, in one file.
          </p>
        </div>
      </section>

      <section aria-labelledby={`${ids}-find`} className={CARD}>
        <h2 id={`${ids}-find`} className="font-serif text-2xl text-ink">
          Find a person
        </h2>
        <p className="mt-1 max-w-prose text-sm text-ink/80">
          When a guest asks what you hold about them, or asks you to delete it, find their household here. Deleting it
          removes its RSVP, photos and mails too, everywhere at once. Photos shared under their name from the open page
          are listed too, to delete one by one.
        </p>
        <search>
          <form onSubmit={(event) => void find(event)} className="mt-4 flex max-w-2xl flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-56">
              <label htmlFor={`${ids}-query`} className="block text-sm font-medium text-ink">
                Find a person: name, email or phone
              </label>
              <input
                ref={searchRef}
                id={`${ids}-query`}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                className={`mt-1 ${INPUT}`}
              />
            </div>
            <button type="submit" className={BUTTON.primary} disabled={search.kind === "searching"}>
              {search.kind === "searching" ? "Searching…" : "Search"}
            </button>
          </form>
        </search>
        <p role="status" className="mt-3 text-sm text-ink/80">
          {search.kind === "searching"
            ? "Searching…"
            : search.kind === "found"
              ? searchResultSentence(search.query, search.matches.length, MAX_PERSON_MATCHES, search.photos.length)
              : ""}
        </p>
        {search.kind === "refused" ? <Notice notice={{ kind: "error", text: search.message }} /> : null}
        <Notice notice={notice} className="mt-2" />
        {search.kind === "found" && search.matches.length > 0 ? (
          <ul className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {search.matches.map((match) => (
              <li key={match.householdId}>
                <PersonCard match={match} onDelete={() => deletion.ask(match)} />
              </li>
            ))}
          </ul>
        ) : null}
        {search.kind === "found" && search.photos.length > 0 ? (
          <>
            <h3 className="mt-5 font-medium text-ink">Photos sent under a matching name</h3>
            <ul className="mt-2 divide-y divide-ink/10">
              {search.photos.map((photo) => (
                <li key={photo.photoId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0 break-words text-ink/85">{photoMatchLabel(photo, timeZone)}</span>
                  <button type="button" onClick={() => photoDeletion.ask(photo)} className={BUTTON.smallDanger}>
                    Delete photo<span className="sr-only">: {photo.fileName}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby={`${ids}-log`} className={CARD}>
        <h2 id={`${ids}-log`} className="font-serif text-2xl text-ink">
          Deletion log
        </h2>
        <p className="mt-1 max-w-prose text-sm text-ink/80">
          What was deleted, when and why: counts only, never a name. The newest 100.
        </p>
        <DeletionLog entries={summary.deletions} timeZone={timeZone} />
      </section>

      <DeletionDialog
        deletion={deletion}
        title={(match) => `Delete ${match.displayName} everywhere?`}
        confirmLabel="Delete everywhere"
        returnFocusTo={() => searchRef.current}
      >
        {(match) => (
          <>
            <p>This removes for good, with no copy left:</p>
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {erasureParts(match).map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
            <p className="mt-2">Their personal link stops working. The deletion log keeps only the counts.</p>
          </>
        )}
      </DeletionDialog>

      <DeletionDialog
        deletion={photoDeletion}
        title={(photo) => `Delete the photo ${photo.fileName}?`}
        confirmLabel="Delete photo"
        returnFocusTo={() => searchRef.current}
      >
        <p>This removes the photo, its original and its copies for good. The deletion log keeps only the counts.</p>
      </DeletionDialog>
    </div>
  );
}

function found(query: string, result: PersonSearch): Found {
  return { kind: "found", query, matches: result.households, photos: result.photos };
}

function PersonCard({ match, onDelete }: { match: PersonMatch; onDelete(): void }) {
  const headingId = `person-${match.householdId}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl border border-ink/15 bg-white p-4">
      <h3 id={headingId} className="font-medium break-words text-ink">
        {match.displayName}
      </h3>
      {match.guestNames.length > 0 ? (
        <p className="mt-1 text-sm break-words text-ink/85">{match.guestNames.join(", ")}</p>
      ) : null}
      <p className="mt-1 text-sm break-words text-ink/80">
        {[match.email, match.phone].filter((value) => value !== null).join(" · ") || "No email or phone"}
      </p>
      <p className="mt-2 text-xs text-ink/75">
        {match.selfRegistered ? "Answered on the open form · " : ""}
        {match.photos} {match.photos === 1 ? "photo" : "photos"} · {match.mails} {match.mails === 1 ? "mail" : "mails"}
      </p>
      <div className="mt-auto pt-3">
        <button type="button" onClick={onDelete} className={BUTTON.smallDanger}>
          Delete everywhere<span className="sr-only">: {match.displayName}</span>
        </button>
      </div>
    </article>
  );
}
