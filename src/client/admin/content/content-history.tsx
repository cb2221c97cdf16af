import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { ContentVersion, ContentVersionSummary } from "../../../shared/content-api.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { formatDateTimeIn } from "../format.ts";
import { Notice, PanelLoadFailed, PanelLoading } from "../notice.tsx";
import { useAdminSite } from "../site.ts";
import { BUTTON, CARD } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";
import { getHistory, getVersion, publishVersion } from "./content-client.ts";
import { PreviewPane } from "./live-preview.tsx";

/** Who saved a version and where, as the couple would say it. */
function savedBy({ source, createdBy }: ContentVersionSummary): string {
  if (source === "seed") return "from the content file, when the site started";
  const where = source === "cli" ? "with the command line" : "in the admin";
  return createdBy ? `by ${createdBy} ${where}` : where;
}

const NO_SESSION_HANDLER = () => undefined;

/**
 * Every version of the content, newest first (50 at a time, "Show older" for more): when it was saved on the
 * wedding's clock, by whom and where, and which one guests see now. "See" shows a version in the preview;
 * "Restore" publishes it again, after a confirmation, so guests see it (ADR 050: publishing a stored version).
 */
export function ContentHistory({
  onRestored,
  onSessionEnded = NO_SESSION_HANDLER,
}: {
  /** After a version was published again: the editor may load its working copy anew. */
  onRestored?(): void;
  /** A call answered 401: the admin signs out. */
  onSessionEnded?(): void;
}) {
  const { timeZone } = useAdminSite();
  const { resource, setResource, refresh, notice, setNotice, failed } = useAdminResource(firstPage, onSessionEnded);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [seeing, setSeeing] = useState<ContentVersion | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<{
    version: ContentVersionSummary;
    busy: boolean;
    error: string | null;
  } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const headingId = useId();
  /** The row whose first button takes the focus once the list has drawn it. */
  const [focusRow, focusRowSoon] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    const button = listRef.current?.querySelector<HTMLElement>(`#${rowId(focusRow)} button`);
    if (!button) return;
    button.focus();
    focusRowSoon(null);
  });
  const when = useCallback((at: string) => formatDateTimeIn(at, timeZone), [timeZone]);

  async function showOlder(before: number) {
    setLoadingOlder(true);
    const result = await getHistory(before);
    setLoadingOlder(false);
    if (!result.ok) {
      setNotice({ kind: "error", text: failed(result) });
      return;
    }
    setResource((current) =>
      current.kind === "loaded"
        ? {
            kind: "loaded",
            value: {
              versions: [...current.value.versions, ...result.value.versions],
              nextBefore: result.value.nextBefore,
            },
          }
        : current,
    );
    // The first of the older versions' See takes focus, so a keyboard user carries on where the list grew.
    const first = result.value.versions[0];
    if (first) focusRowSoon(first.version);
  }

  async function see(version: number) {
    setOpening(version);
    const result = await getVersion(version);
    setOpening(null);
    if (result.ok) setSeeing(result.value);
    else setNotice({ kind: "error", text: failed(result) });
  }

  /** Restoring a version from its preview: offered unless guests see it already. */
  const restorable = (version: number) => {
    const summary =
      resource.kind === "loaded" ? resource.value.versions.find((listed) => listed.version === version) : undefined;
    return summary && !summary.current ? () => setRestoring({ version: summary, busy: false, error: null }) : undefined;
  };

  async function restore() {
    if (!restoring) return;
    const { version } = restoring;
    setRestoring({ version, busy: true, error: null });
    const result = await publishVersion(version.version);
    if (!result.ok) {
      setRestoring({ version, busy: false, error: failed(result) });
      return;
    }
    setRestoring(null);
    setSeeing(null);
    setNotice({
      kind: "success",
      text: `Version ${version.version} is published again: guests see it now.`,
    });
    await refresh();
    onRestored?.();
  }

  return (
    <section aria-labelledby={headingId} className={`${CARD} min-w-0`}>
      <h2 id={headingId} className="font-serif text-2xl text-ink">
        History
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Every version of your site's content, newest first. See one in the preview, or restore it so guests see it
        again. Times are the wedding's ({timeZone}).
      </p>
      <Notice notice={notice} className="mt-3" />
      {seeing ? (
        <SeenVersion
          version={seeing}
          savedAt={when(seeing.createdAt)}
          onRestore={restorable(seeing.version)}
          onClose={() => {
            focusRowSoon(seeing.version);
            setSeeing(null);
          }}
        />
      ) : null}
      {resource.kind === "loading" ? (
        <PanelLoading text="Loading the history…" />
      ) : resource.kind === "failed" ? (
        <div className="mt-4">
          <PanelLoadFailed message={resource.message} onRetry={() => void refresh()} />
        </div>
      ) : resource.value.versions.length === 0 ? (
        <p className="mt-4 text-ink/80">Nothing has been saved yet.</p>
      ) : (
        <>
          <ol ref={listRef} className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
            {resource.value.versions.map((version) => (
              <VersionRow
                key={version.version}
                version={version}
                when={when}
                opening={opening === version.version}
                onSee={() => void see(version.version)}
                onRestore={() => setRestoring({ version, busy: false, error: null })}
              />
            ))}
          </ol>
          {resource.value.nextBefore !== null ? (
            <button
              type="button"
              className={`mt-4 ${BUTTON.secondary}`}
              disabled={loadingOlder}
              onClick={() => {
                const before = resource.value.nextBefore;
                if (before !== null) void showOlder(before);
              }}
            >
              {loadingOlder ? "Loading older versions…" : "Show older"}
            </button>
          ) : null}
        </>
      )}
      {restoring ? (
        <ConfirmDialog
          title={`Restore version ${restoring.version.version}?`}
          confirmLabel="Restore and publish"
          busyLabel="Publishing…"
          tone="primary"
          busy={restoring.busy}
          error={restoring.error}
          onConfirm={() => void restore()}
          onCancel={() => setRestoring(null)}
        >
          <p>
            Guests will see the site as it was saved on {when(restoring.version.createdAt)}, in place of what they see
            now. Nothing is lost: the version they see now stays in the history.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

const firstPage = () => getHistory();
const rowId = (version: number) => `content-version-${version}`;

function VersionRow({
  version,
  when,
  opening,
  onSee,
  onRestore,
}: {
  version: ContentVersionSummary;
  when(at: string): string;
  opening: boolean;
  onSee(): void;
  onRestore(): void;
}) {
  const labelId = `${rowId(version.version)}-label`;
  return (
    <li id={rowId(version.version)} className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p id={labelId} className="font-medium text-ink">
            Version {version.version}
            {version.current ? (
              <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-medium text-emerald-900">
                Guests see this
              </span>
            ) : null}
          </p>
          <p className="text-sm text-ink/80">
            Saved <time dateTime={version.createdAt}>{when(version.createdAt)}</time> {savedBy(version)}
          </p>
          <p className="text-sm text-ink/70">
            {version.publishedAt ? (
              <>
                Published <time dateTime={version.publishedAt}>{when(version.publishedAt)}</time>
              </>
            ) : (
              "Never published"
            )}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={BUTTON.small} onClick={onSee} disabled={opening}>
            {opening ? "Opening…" : "See"}
            <span className="sr-only"> version {version.version}</span>
          </button>
          {version.current ? null : (
            <button type="button" className={BUTTON.small} onClick={onRestore}>
              Restore<span className="sr-only"> version {version.version}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** One version in the preview, its heading taking focus when it opens. */
function SeenVersion({
  version,
  savedAt,
  onRestore,
  onClose,
}: {
  version: ContentVersion;
  savedAt: string;
  /** Offered when guests do not see this version now. */
  onRestore: (() => void) | undefined;
  onClose(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-4 rounded-xl bg-sand/60 p-3 ring-1 ring-ink/10 sm:p-4">
      <PreviewPane yaml={version.yaml} pictures={version.pictures} label={`Preview of version ${version.version}`}>
        <h3 ref={heading} tabIndex={-1} className="font-serif text-xl text-ink focus:outline-none">
          Version {version.version}
        </h3>
        <p className="text-sm text-ink/80">Saved {savedAt}</p>
      </PreviewPane>
      <div className="mt-3 flex flex-wrap gap-2">
        {onRestore ? (
          <button type="button" className={BUTTON.primary} onClick={onRestore}>
            Restore this version
          </button>
        ) : null}
        <button type="button" className={BUTTON.secondary} onClick={onClose}>
          Close the preview
        </button>
      </div>
    </div>
  );
}
