/**
 * npm run bench:slow-phone: a guest's visit timed on a cheap phone on Chrome's
 * Slow 3G (2,000 ms latency, 50,000 B/s each way) with a 4x slower CPU, both
 * through the DevTools protocol (tests/e2e/slow-phone.ts), in Chromium with
 * Playwright's Pixel 7 profile, against the built server on a temporary
 * DATA_DIR. `--runs N` (3 by default) visits, each in a fresh browser context
 * (a cold cache, as a guest opening the link for the first time); `--no-build`
 * serves dist/ as it is.
 *
 * Each run times, from the navigation's start: first paint
 * (first-contentful-paint), the couple's names written (the last letter's rise
 * in the hero has ended) and the page working (html[data-hydrated='true']);
 * from the guest's tap: the menu open (its list shown), Submit RSVP's first
 * feedback ("Submitting..." or the button disabled) and its "Thank You!", all to
 * the frame that shows them (the form is filled by Playwright, name, email and
 * attending, faster than a guest types: the time from the first fill to the tap
 * is printed too, as the form starts loading its code on the first focus);
 * then, in a fresh context, a household's personal
 * link /i/<code> until its name is shown in the page, and until it is on the
 * guest's screen (in the viewport, a frame that shows it). The page is timed
 * from inside (its own clock, its own events), so the harness's round trips
 * through the slowed page do not count.
 *
 * Service workers are blocked: the protocol slows the page's own requests, not
 * a worker's, and a worker that took the page over would fetch at full speed.
 *
 * Prints the medians and each run's figures in ms. A benchmark, not a test:
 * there are no budgets, and it exits 1 only when a measurement fails (a step
 * that does not happen within STEP_TIMEOUT_MS fails with its name).
 */
import { execFileSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { type Browser, type BrowserContext, chromium, devices, type Page } from "@playwright/test";
import { publicContent, weddingContent } from "../content/wedding.ts";
import { ADMIN_API } from "../src/shared/admin-api.ts";
import { AdminHouseholdSchema, type HouseholdInput } from "../src/shared/household-schemas.ts";
import { GUEST_LIST_API } from "../src/shared/households.ts";
import { PAGE_WORDS_EN } from "../src/shared/words/page-en.ts";
import { NETWORKS, slowPhone } from "../tests/e2e/slow-phone.ts";
import { root, startBenchServer } from "./lib/bench-server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.ts";

const USAGE = "Usage: npm run bench:slow-phone -- [--runs N] [--no-build]";
const PASSWORD = "bench-password-long-enough";
const NETWORK = "Slow 3G";
const CPU_SLOWDOWN = 4;
const PHONE = devices["Pixel 7"];
/** The longest any one step may take on Slow 3G before the run fails: a load is 10 to 20 s. */
const STEP_TIMEOUT_MS = 60_000;
/** How long a personal link's name, shown in the page but below the screen, is given to come onto it. */
const ON_SCREEN_GRACE_MS = 3_000;
/** The spec's words on the busy submit button (product spec, section 8). */
const SUBMITTING = "Submitting...";

interface Figures {
  firstPaint: number;
  namesWritten: number;
  pageWorking: number;
  menu: number;
  /**
   * From the first field's fill to the tap on Submit RSVP: the form starts
   * loading its helpers on the first focus, and a tap before they are in waits.
   */
  rsvpFilling: number;
  rsvpFeedback: number;
  rsvpThankYou: number;
  linkInPage: number;
  /** Missing when the name never came onto the screen without the guest scrolling. */
  linkOnScreen?: number;
  /** How far below the screen's bottom the name was at the end of the run, in CSS px (≤ 0 on screen). */
  linkBelowScreenPx: number;
}

const ROWS: { label: string; value: (figures: Figures) => number | undefined }[] = [
  { label: "first paint", value: (f) => f.firstPaint },
  { label: "names written", value: (f) => f.namesWritten },
  { label: "page working", value: (f) => f.pageWorking },
  { label: "menu: tap → open", value: (f) => f.menu },
  { label: "RSVP: filling (fill → tap)", value: (f) => f.rsvpFilling },
  { label: "RSVP: tap → first feedback", value: (f) => f.rsvpFeedback },
  { label: "RSVP: tap → Thank You!", value: (f) => f.rsvpThankYou },
  { label: "personal link → name in page", value: (f) => f.linkInPage },
  { label: "personal link → name on screen", value: (f) => f.linkOnScreen },
];

/** What the page's probe is told to look for. */
interface ProbeWords {
  thankYou: string;
  submitting: string;
  /** The household's name, on a personal link. */
  household: string | null;
}

/** What the probe keeps on window.__bench. */
interface Probe {
  marks: Record<string, number>;
  taps: number[];
  /** Starts watching for `check`; false when it already holds (nothing to time). */
  arm(check: string): boolean;
  /** How far the household's name, shown in the page, is below the screen's bottom (CSS px; ≤ 0 on screen). */
  belowScreenPx(): number;
}

/** The page's window with the probe: functions run in the page cannot call helpers of this file. */
type Probed = { __bench: Probe };

/**
 * Runs in the page before its own scripts. Marks, on the page's clock (ms since
 * the navigation's start): "hydrated" when html[data-hydrated='true'] is set;
 * each tap's time (the pointerdown's own time stamp, taken when the browser
 * received it); an armed check ("menuOpen", "rsvpFeedback", "thankYou") at the
 * frame after the change that made it hold; on a personal link, "inPage" when
 * the household's name is rendered and "onScreen" when it is in the viewport.
 * One mutation observer does it all; checks run only while armed.
 */
function installProbe(words: ProbeWords): void {
  const marks: Record<string, number> = {};
  const taps: number[] = [];
  const mark = (name: string, at = performance.now()) => {
    if (!(name in marks)) marks[name] = at;
  };
  const markNextFrame = (name: string) => requestAnimationFrame(() => setTimeout(() => mark(name)));
  const thankYouShown = () =>
    [...document.querySelectorAll("#rsvp :is(h1, h2, h3, h4, h5, h6, [role=heading])")].some(
      (heading) => heading.textContent?.trim() === words.thankYou,
    );
  const checks: Record<string, () => boolean> = {
    menuOpen: () => {
      const toggle = document.querySelector("nav button[aria-controls][aria-expanded='true']");
      const list = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
      return list instanceof HTMLElement && !list.hidden;
    },
    rsvpFeedback: () => {
      const submit = document.querySelector("#rsvp form button[type=submit]");
      return (
        thankYouShown() ||
        document.querySelector("#rsvp form[aria-busy='true']") !== null ||
        (submit !== null && (submit.matches(":disabled") || (submit.textContent ?? "").includes(words.submitting)))
      );
    },
    thankYou: thankYouShown,
  };
  const armed = new Set<string>();

  // The household's name: the innermost elements that hold it whole. "inPage" once one is laid out (a screen
  // reader's 1 px copy is not), "onScreen" once one is in the viewport, neither transparent nor hidden.
  const { household } = words;
  const holders = new Set<Element>();
  const laidOut = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width >= 2 && box.height >= 2 && element.checkVisibility();
  };
  const whenOpaque = (element: Element, at: number) => {
    if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) mark("onScreen", at);
    else if (!("onScreen" in marks) && element.isConnected) requestAnimationFrame((time) => whenOpaque(element, time));
  };
  const onScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const box = entry.boundingClientRect;
      if (entry.isIntersecting && box.width >= 2 && box.height >= 2) whenOpaque(entry.target, entry.time);
    }
  });
  const watchName = (node: Node) => {
    if (!household || !node.textContent?.includes(household)) return;
    const holder = node instanceof Element ? node : node.parentElement;
    if (!holder || holder.closest("head")) return;
    const innermost = [holder, ...holder.querySelectorAll("*")].filter(
      (element) =>
        element.textContent?.includes(household) &&
        ![...element.children].some((child) => child.textContent?.includes(household)),
    );
    for (const element of innermost) {
      holders.add(element);
      onScreen.observe(element);
    }
  };

  new MutationObserver((records) => {
    // The first records may come before the parser has made <html>.
    if (!("hydrated" in marks) && document.documentElement?.dataset.hydrated === "true") mark("hydrated");
    for (const name of armed) {
      if (checks[name]?.()) {
        armed.delete(name);
        markNextFrame(name);
      }
    }
    if (household && !("onScreen" in marks)) {
      for (const record of records) {
        if (record.type === "characterData") watchName(record.target);
        for (const node of record.addedNodes) watchName(node);
      }
      if (!("inPage" in marks) && [...holders].some(laidOut)) markNextFrame("inPage");
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  window.addEventListener("pointerdown", (event) => taps.push(event.timeStamp), { capture: true, passive: true });

  const probe: Probe = {
    marks,
    taps,
    belowScreenPx: () =>
      Math.min(
        ...[...holders].filter(laidOut).map((holder) => holder.getBoundingClientRect().top - window.innerHeight),
      ),
    arm: (name) => {
      if (checks[name]?.()) return false;
      armed.add(name);
      return true;
    },
  };
  Object.assign(window, { __bench: probe });
}

/** `step`, or a failure naming what did not happen within `ms`. */
async function within<T>(what: string, ms: number, step: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: did not happen within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([step(), late]);
  } catch (error) {
    if (error instanceof Error && !error.message.startsWith(what)) throw new Error(`${what}: ${error.message}`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Waits (polling every 250 ms, light on the slowed page) for the probe's mark `name`; its time. */
async function markOf(page: Page, name: string, what: string, ms = STEP_TIMEOUT_MS): Promise<number> {
  return within(what, ms, async () => {
    const handle = await page.waitForFunction((mark) => (window as unknown as Probed).__bench.marks[mark], name, {
      polling: 250,
      timeout: ms,
    });
    return Number(await handle.jsonValue());
  });
}

/**
 * Arms `checks`, taps, and times from the tap (the page's own time stamp of it)
 * until each check holds: the tap's time and theirs, in the order given.
 */
async function tapUntil(
  page: Page,
  what: string,
  tap: () => Promise<void>,
  checks: string[],
): Promise<{ tappedAt: number; times: number[] }> {
  const tapsBefore = await page.evaluate(() => (window as unknown as Probed).__bench.taps.length);
  for (const check of checks) {
    const armed = await page.evaluate((name) => (window as unknown as Probed).__bench.arm(name), check);
    if (!armed) throw new Error(`${what}: ${check} holds before the tap`);
  }
  await within(`${what}, the tap`, STEP_TIMEOUT_MS, tap);
  const tappedAt = await page.evaluate((before) => (window as unknown as Probed).__bench.taps[before], tapsBefore);
  if (tappedAt === undefined) throw new Error(`${what}: the page saw no tap`);
  const times: number[] = [];
  for (const check of checks) times.push((await markOf(page, check, `${what}, ${check}`)) - tappedAt);
  return { tappedAt, times };
}

async function slowContext(browser: Browser, base: string, words: ProbeWords): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: base,
    serviceWorkers: "block",
    reducedMotion: "no-preference",
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  // tsx compiles with keepNames: the functions this file runs in the page call esbuild's __name, defined here.
  await context.addInitScript("globalThis.__name ??= (fn) => fn;");
  await context.addInitScript(installProbe, words);
  return context;
}

/** One visit: the public page (load, menu, RSVP), then the personal link in a fresh context. */
async function measureRun(browser: Browser, base: string, household: Household, run: number): Promise<Figures> {
  const words = { thankYou: PAGE_WORDS_EN.rsvpForm.thankYouTitle, submitting: SUBMITTING };
  const context = await slowContext(browser, base, { ...words, household: null });
  let page: Figures;
  try {
    const tab = await context.newPage();
    await slowPhone(tab, { network: NETWORK, cpu: CPU_SLOWDOWN });
    await within("opening /", STEP_TIMEOUT_MS, () => tab.goto("/", { waitUntil: "commit" }));
    const pageWorking = await markOf(tab, "hydrated", "page working");
    const firstPaint = await tab.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    if (Number.isNaN(firstPaint)) throw new Error("first paint: the page reported no first-contentful-paint");
    const namesWritten = await within("names written", STEP_TIMEOUT_MS, async () => {
      // The last letter's rise ends last (hero-names.tsx): its end on the document's clock, which is the page's.
      const handle = await tab.waitForFunction(
        () => {
          const letters = document.querySelectorAll(".hero-letter");
          const rise = letters[letters.length - 1]?.getAnimations()[0];
          if (rise?.playState !== "finished" || rise.startTime === null) return undefined;
          return Number(rise.startTime) + Number(rise.effect?.getComputedTiming().endTime ?? Number.NaN);
        },
        null,
        { polling: 250, timeout: STEP_TIMEOUT_MS },
      );
      return Number(await handle.jsonValue());
    });

    const {
      times: [menu = Number.NaN],
    } = await tapUntil(tab, "menu", () => tab.getByRole("button", { name: "Open menu" }).tap(), ["menuOpen"]);
    await tab.getByRole("button", { name: "Close menu" }).tap();

    const form = tab.locator("#rsvp form");
    const fillingFrom = await tab.evaluate(() => performance.now());
    await within("filling the RSVP form", STEP_TIMEOUT_MS, async () => {
      await form.getByLabel("Your Full Name*").fill(`Bench Guest ${run}`);
      await form.getByLabel("Email Address*").fill(`bench.${run}.${Date.now()}@example.com`);
      await form.getByRole("group", { name: "Will you be attending?" }).getByRole("radio", { name: "Yes!" }).check();
      // Several public events: the form asks which (its questions load as it comes near); the guest ticks the first.
      if (publicContent.events.length > 1) {
        await form.getByRole("group", { name: PAGE_WORDS_EN.rsvpEvents.which }).getByRole("checkbox").first().check();
      }
    });
    const {
      tappedAt,
      times: [rsvpFeedback = Number.NaN, rsvpThankYou = Number.NaN],
    } = await tapUntil(tab, "RSVP", () => form.getByRole("button", { name: "Submit RSVP" }).tap(), [
      "rsvpFeedback",
      "thankYou",
    ]);
    page = {
      firstPaint,
      namesWritten,
      pageWorking,
      menu,
      rsvpFilling: tappedAt - fillingFrom,
      rsvpFeedback,
      rsvpThankYou,
      linkInPage: Number.NaN,
      linkBelowScreenPx: Number.NaN,
    };
  } finally {
    await context.close();
  }

  const linkContext = await slowContext(browser, base, { ...words, household: household.displayName });
  try {
    const tab = await linkContext.newPage();
    await slowPhone(tab, { network: NETWORK, cpu: CPU_SLOWDOWN });
    await within(`opening ${household.link}`, STEP_TIMEOUT_MS, () => tab.goto(household.link, { waitUntil: "commit" }));
    const linkInPage = await markOf(tab, "inPage", "personal link → name in page");
    const linkOnScreen = await markOf(tab, "onScreen", "personal link → name on screen", ON_SCREEN_GRACE_MS).catch(
      () => undefined,
    );
    const linkBelowScreenPx = await tab.evaluate(() => (window as unknown as Probed).__bench.belowScreenPx());
    return { ...page, linkInPage, linkOnScreen, linkBelowScreenPx };
  } finally {
    await linkContext.close();
  }
}

interface Household {
  displayName: string;
  link: string;
}

/** Signs in as the couple and adds one household invited to every event: its name and personal link. */
async function createHousehold(base: string): Promise<Household> {
  const sameSite = { Origin: base, "Content-Type": "application/json" };
  const signIn = await fetch(`${base}${ADMIN_API.session}`, {
    method: "POST",
    headers: sameSite,
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = signIn.headers.getSetCookie()[0]?.split(";")[0];
  if (!signIn.ok || !cookie) throw new Error(`signing in as the couple: ${signIn.status} ${await signIn.text()}`);
  const input: HouseholdInput = {
    displayName: "The Bench family",
    email: null,
    phone: null,
    message: null,
    eventIds: weddingContent.events.map((event) => event.id),
    guests: [{ name: "Ann Bench", isChild: false, isSeat: false, dietary: null }],
  };
  const created = await fetch(`${base}${GUEST_LIST_API.households}`, {
    method: "POST",
    headers: { ...sameSite, Cookie: cookie },
    body: JSON.stringify(input),
  });
  if (created.status !== 201) throw new Error(`adding a household: ${created.status} ${await created.text()}`);
  const household = AdminHouseholdSchema.parse(await created.json());
  return { displayName: household.displayName, link: household.link };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function report(runs: Figures[]): void {
  const { latency, downloadThroughput, uploadThroughput } = NETWORKS[NETWORK];
  console.log(
    `\nbench:slow-phone: ${NETWORK} (${latency} ms, ${downloadThroughput.toLocaleString("en")} B/s down, ` +
      `${uploadThroughput.toLocaleString("en")} B/s up), ${CPU_SLOWDOWN}x CPU, Pixel 7, ${runs.length} run(s), ms`,
  );
  console.log(
    `machine: ${availableParallelism()} CPUs, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" / ")} (1 / 5 / 15 min)`,
  );
  console.log("from the navigation's start, or from the tap (menu, RSVP); to the frame that shows it\n");
  const cell = (value: number | undefined) => (value === undefined ? "—" : String(Math.round(value)));
  const header = ["figure", "median", ...runs.map((_, index) => `run ${index + 1}`)];
  const rows = ROWS.map(({ label, value }) => {
    const values = runs.map(value);
    const known = values.filter((v): v is number => v !== undefined);
    return [label, cell(known.length === values.length ? median(known) : undefined), ...values.map(cell)];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) =>
    row.map((text, column) => (column === 0 ? text.padEnd(widths[0] ?? 0) : text.padStart(widths[column] ?? 0)));
  for (const row of [header, ...rows]) console.log(line(row).join("   "));
  const below = runs
    .filter((run) => run.linkOnScreen === undefined)
    .map((run) => (Number.isFinite(run.linkBelowScreenPx) ? String(Math.round(run.linkBelowScreenPx)) : "?"));
  if (below.length > 0) {
    console.log(
      `\n— the household's name was shown in the page but not on the screen within ${ON_SCREEN_GRACE_MS / 1000} s ` +
        `(${below.join(" / ")} px below the screen's bottom): the guest has to scroll to it.`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "3" }, "no-build": { type: "boolean", default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs. ${USAGE}`);
  if (!values["no-build"]) execFileSync("npx", ["tsx", "scripts/build.ts"], { cwd: root, stdio: "inherit" });
  const server = await startBenchServer({
    ADMIN_PASSWORD: PASSWORD,
    RSVP_RATE_LIMIT_PER_MINUTE: "0",
    ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
  });
  let browser: Browser | undefined;
  try {
    const household = await createHousehold(server.base);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 30_000 });
    const figures: Figures[] = [];
    for (let run = 1; run <= runs; run++) {
      const started = performance.now();
      process.stdout.write(`run ${run} of ${runs}… `);
      figures.push(await measureRun(browser, server.base, household, run));
      console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    report(figures);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:slow-phone failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
