import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import type { AdminSessionState } from "../../shared/admin-api.ts";
import {
  ADMIN_PERMISSIONS,
  type AdminActor,
  type AdminPermission,
  INVITE_FRAGMENT,
  SETUP_FRAGMENT,
} from "../../shared/admin-people.ts";
import type { ApiResult } from "../lib/api.ts";
import { AccountForm } from "./account-form.tsx";
import { getAdminSite, getSession, signOut, signOutEverywhere } from "./admin-client.ts";
import { ADMIN_MESSAGES, actionFailureMessage, isSessionEnded } from "./admin-messages.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { LazySiteEditor } from "./content/lazy-site-editor.tsx";
import { GuestDataPanel } from "./guest-data/guest-data-panel.tsx";
import { GuestListPanel } from "./guests/guest-list-panel.tsx";
import { InvitationCards, PRINT_CARDS_HASH } from "./guests/invitation-cards.tsx";
import { MailPanel } from "./mail/mail-panel.tsx";
import { LoadBoundary, Notice, type NoticeState, PanelLoadFailed, PanelLoading } from "./notice.tsx";
import { AuditPanel } from "./people/audit-panel.tsx";
import { PeoplePanel } from "./people/people-panel.tsx";
import { AdminPermissionsContext } from "./permissions.ts";
import { PhotoPoster, PRINT_POSTER_HASH } from "./photos/photo-poster.tsx";
import { PhotoReview } from "./photos/photo-review.tsx";
import { WeddingDay } from "./photos/wedding-day.tsx";
import { RsvpDashboardPanel } from "./rsvps/rsvp-dashboard.tsx";
import { LazySetupWizard, WIZARD_HASH } from "./setup/lazy-setup-wizard.tsx";
import { SignIn } from "./sign-in.tsx";
import { AdminSiteContext } from "./site.ts";
import { type Tab, TabList, tabPanelProps } from "./tabs.tsx";
import { BUTTON, CARD } from "./ui.ts";
import { useAdminResource } from "./use-admin-resource.ts";

type View =
  | { kind: "loading" }
  | { kind: "unreachable" }
  | { kind: "account"; account: "setup" | "join"; token: string }
  | { kind: "signed-out"; notice: string | null; passwordSignIn: boolean; setupPending?: boolean }
  | { kind: "signed-in"; actor: AdminActor | null; passwordSignIn: boolean };

/** The setup link's or an invite's token, from the address's fragment (it never reaches a server log). */
function accountLink(): { account: "setup" | "join"; token: string } | null {
  const [name, token] = window.location.hash.slice(1).split("=");
  if (!token) return null;
  if (name === SETUP_FRAGMENT) return { account: "setup", token };
  if (name === INVITE_FRAGMENT) return { account: "join", token };
  return null;
}

function viewFor(result: ApiResult<AdminSessionState>): View {
  if (!result.ok) return { kind: "unreachable" };
  const link = accountLink();
  if (link) return { kind: "account", ...link };
  const passwordSignIn = result.value.enabled;
  return result.value.signedIn
    ? { kind: "signed-in", actor: result.value.actor, passwordSignIn }
    : { kind: "signed-out", notice: null, passwordSignIn, setupPending: result.value.setupPending };
}

/**
 * The couple's page (docs/product.md, decisions 3, 9, 13 and 16): asks the
 * server whether the admin is on and whether this browser is signed in, then
 * shows the explanation, the sign-in form, or the RSVPs, guest list, photos
 * and guest data. Any call answered 401 brings the form back.
 */
export function AdminApp() {
  const [view, setView] = useState<View>({ kind: "loading" });

  const checkSession = useCallback(async () => {
    setView({ kind: "loading" });
    setView(viewFor(await getSession()));
  }, []);
  useEffect(() => {
    void checkSession();
  }, [checkSession]);

  const sessionEnded = useCallback(
    () =>
      setView((current) => ({
        kind: "signed-out",
        notice: ADMIN_MESSAGES.sessionEnded,
        passwordSignIn: "passwordSignIn" in current && current.passwordSignIn,
      })),
    [],
  );
  const signedIn = (state: AdminSessionState) =>
    setView({ kind: "signed-in", actor: state.actor, passwordSignIn: state.enabled });

  switch (view.kind) {
    case "loading":
      return <Loading />;
    case "unreachable":
      return <LoadFailed message={ADMIN_MESSAGES.unreachable} onRetry={() => void checkSession()} />;
    case "account":
      return (
        <AccountForm
          kind={view.account}
          token={view.token}
          onCreated={(state) => {
            // The first partner goes on to set up the site; someone invited, to the admin.
            const next =
              view.account === "setup" ? `${window.location.pathname}${WIZARD_HASH}` : window.location.pathname;
            window.history.replaceState(null, "", next);
            signedIn(state);
          }}
        />
      );
    case "signed-out":
      return (
        <SignIn
          notice={view.notice}
          passwordSignIn={view.passwordSignIn}
          setupPending={view.setupPending ?? false}
          onSignedIn={signedIn}
        />
      );
    case "signed-in":
      return (
        <WithAdminSite onSessionEnded={sessionEnded}>
          <SignedIn
            actor={view.actor}
            onSignedOut={(everywhere) =>
              setView({
                kind: "signed-out",
                notice: everywhere ? ADMIN_MESSAGES.signedOutEverywhere : ADMIN_MESSAGES.signedOut,
                passwordSignIn: view.passwordSignIn,
              })
            }
            onSessionEnded={sessionEnded}
          />
        </WithAdminSite>
      );
  }
}

function Loading() {
  return (
    <main aria-busy="true" className="grid min-h-dvh place-items-center">
      <p className="text-ink/70">Loading…</p>
    </main>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Message title="Wedding admin">
      <p role="alert">{message}</p>
      <button type="button" className={`mt-5 ${BUTTON.primary}`} onClick={onRetry}>
        Try again
      </button>
    </Message>
  );
}

/**
 * The signed-in admin, once the server has said what it shows of the wedding (ADMIN_API.site): until then the
 * page stays on its loading line, so no screen shows a time on the wrong clock or a list without its events.
 */
function WithAdminSite({ onSessionEnded, children }: { onSessionEnded(): void; children: ReactNode }) {
  const { resource, refresh } = useAdminResource(getAdminSite, onSessionEnded);
  switch (resource.kind) {
    case "loading":
      return <Loading />;
    case "failed":
      return <LoadFailed message={resource.message} onRetry={() => void refresh()} />;
    case "loaded":
      return <AdminSiteContext value={resource.value}>{children}</AdminSiteContext>;
  }
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className={`w-full max-w-md ${CARD}`}>
        <h1 className="font-serif text-3xl text-ink">{title}</h1>
        <div className="mt-3 text-ink/90">{children}</div>
      </div>
    </main>
  );
}

/**
 * The content's history, preview and YAML file: the editor's code, loaded when the tab is first opened. (Not the
 * guest page's lazyWithRetry: a module both bundles import would be split out of the guests' first chunk.)
 */
const HistoryPanel = lazy(() =>
  import("./content/history-panel.tsx").then((module) => ({ default: module.HistoryPanel })),
);

type Section = "rsvps" | "guests" | "site" | "photos" | "guest-data" | "mail" | "people" | "audit" | "history";
/** Each section and the permission it needs: a role sees only the tabs it can use (ROLE_PERMISSIONS). */
const SECTIONS: readonly (Tab<Section> & { needs: AdminPermission })[] = [
  { key: "rsvps", label: "RSVPs", needs: "answers" },
  { key: "guests", label: "Guest list", needs: "guests" },
  { key: "site", label: "Your site", needs: "content" },
  { key: "photos", label: "Photos", needs: "photos" },
  { key: "guest-data", label: "Guest data", needs: "guestData" },
  { key: "mail", label: "Mail", needs: "mailSetup" },
  { key: "people", label: "People", needs: "people" },
  { key: "audit", label: "Audit", needs: "people" },
  { key: "history", label: "History", needs: "content" },
];

/** What the signed-in actor may do; an answer without one (an older server) is the operator's, who may do all. */
const permissionsOf = (actor: AdminActor | null): readonly AdminPermission[] => actor?.permissions ?? ADMIN_PERMISSIONS;

/** The section lives in the address (#rsvps, #guests, …): a reload or a bookmark opens the same one, if the role has it. */
const sectionFromHash = (sections: readonly Tab<Section>[]): Section =>
  sections.find((tab) => `#${tab.key}` === window.location.hash)?.key ??
  (window.location.hash === PRINT_CARDS_HASH
    ? "guests"
    : window.location.hash === PRINT_POSTER_HASH
      ? "photos"
      : (sections[0]?.key ?? "rsvps"));

/** The printable invitation cards (#print-cards) and QR poster (#print-poster) replace the whole page, header included. */
const printingFromHash = () =>
  window.location.hash === PRINT_CARDS_HASH ? "cards" : window.location.hash === PRINT_POSTER_HASH ? "poster" : null;

function SignedIn({
  actor,
  onSignedOut,
  onSessionEnded,
}: {
  actor: AdminActor | null;
  onSignedOut(everywhere: boolean): void;
  onSessionEnded(): void;
}) {
  const permissions = permissionsOf(actor);
  const sections = SECTIONS.filter((tab) => permissions.includes(tab.needs));
  const [section, setSection] = useState<Section>(() => sectionFromHash(sections));
  const [printing, setPrinting] = useState(printingFromHash);
  const mayEditContent = permissions.includes("content");
  const [wizard, setWizard] = useState(() => window.location.hash === WIZARD_HASH);
  const [signingOut, setSigningOut] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [everywhere, setEverywhere] = useState<{ busy: boolean; error: string | null } | null>(null);

  useEffect(() => {
    const onHashChange = () => {
      setSection(sectionFromHash(SECTIONS.filter((tab) => permissions.includes(tab.needs))));
      setPrinting(printingFromHash());
      setWizard(window.location.hash === WIZARD_HASH);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [permissions]);

  const choose = (next: Section) => {
    setSection(next);
    window.history.replaceState(null, "", `#${next}`);
  };

  async function onSignOut() {
    setSigningOut(true);
    const result = await signOut();
    setSigningOut(false);
    if (result.ok || isSessionEnded(result)) onSignedOut(false);
    else setNotice({ kind: "error", text: actionFailureMessage(result) });
  }

  async function onSignOutEverywhere() {
    setEverywhere({ busy: true, error: null });
    const result = await signOutEverywhere();
    if (result.ok) onSignedOut(true);
    else if (isSessionEnded(result)) onSessionEnded();
    else setEverywhere({ busy: false, error: actionFailureMessage(result) });
  }

  if (printing === "cards") return <InvitationCards onSessionEnded={onSessionEnded} />;
  if (printing === "poster") return <PhotoPoster />;
  if (wizard && mayEditContent) {
    return (
      <LazySetupWizard
        onClose={(after) => {
          window.history.replaceState(null, "", `#${after?.section ?? section}`);
          // A published site has new events and names: the admin reads them afresh.
          if (after?.published) window.location.reload();
          else setWizard(false);
        }}
        onSessionEnded={onSessionEnded}
      />
    );
  }

  return (
    <AdminPermissionsContext value={permissions}>
      <header className="border-b border-ink/10 bg-white/90">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <h1 className="font-serif text-2xl text-ink">Wedding admin</h1>
            {actor ? <p className="text-sm text-ink/70">Signed in as {actor.name}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {mayEditContent ? (
              <a href={WIZARD_HASH} className={BUTTON.secondary}>
                Set up your site
              </a>
            ) : null}
            {permissions.includes("people") ? (
              <button
                type="button"
                onClick={() => setEverywhere({ busy: false, error: null })}
                disabled={signingOut}
                className={BUTTON.secondary}
              >
                Sign out everywhere
              </button>
            ) : null}
            <button type="button" onClick={onSignOut} disabled={signingOut} className={BUTTON.secondary}>
              {signingOut ? "Signing out…" : "Sign out"}
            </button>
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-3">
          <TabList id="section" label="Admin sections" tabs={sections} selected={section} onSelect={choose} />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Notice notice={notice} className="mb-4" />
        <div {...tabPanelProps("section", section)} className="focus:outline-none">
          {section === "rsvps" ? (
            <RsvpDashboardPanel onSessionEnded={onSessionEnded} />
          ) : section === "guests" ? (
            <GuestListPanel onSessionEnded={onSessionEnded} />
          ) : section === "site" ? (
            <LazySiteEditor onSessionEnded={onSessionEnded} />
          ) : section === "photos" ? (
            <>
              <WeddingDay onSessionEnded={onSessionEnded} />
              <PhotoReview onSessionEnded={onSessionEnded} />
            </>
          ) : section === "guest-data" ? (
            <GuestDataPanel onSessionEnded={onSessionEnded} />
          ) : section === "mail" ? (
            <MailPanel onSessionEnded={onSessionEnded} />
          ) : section === "people" ? (
            <PeoplePanel me={actor?.id ?? null} onSessionEnded={onSessionEnded} />
          ) : section === "history" ? (
            // React keeps a failed import for good: Try again loads the admin again, on the same tab (it is in the address).
            <LoadBoundary
              failed={() => (
                <PanelLoadFailed message={ADMIN_MESSAGES.unreachable} onRetry={() => window.location.reload()} />
              )}
            >
              <Suspense fallback={<PanelLoading text="Loading the history…" />}>
                <HistoryPanel onSessionEnded={onSessionEnded} />
              </Suspense>
            </LoadBoundary>
          ) : (
            <AuditPanel onSessionEnded={onSessionEnded} />
          )}
        </div>
      </main>
      {everywhere ? (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out…"
          busy={everywhere.busy}
          error={everywhere.error}
          onConfirm={() => void onSignOutEverywhere()}
          onCancel={() => setEverywhere(null)}
        >
          <p>
            This ends every admin session on every phone and computer, this one included. Everyone, you too, will need
            to sign in again.
          </p>
        </ConfirmDialog>
      ) : null}
    </AdminPermissionsContext>
  );
}
