import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  type TestInfo,
  test,
} from "@playwright/test";
import sharp from "sharp";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { PHOTO_TOKEN_HEADER } from "../../src/shared/privacy.ts";
import {
  type FinishedUpload,
  newPhotoToken,
  RESUMABLE_UPLOAD_PATH,
  UPLOAD_METADATA,
} from "../../src/shared/uploads.ts";
import { type ServerProcess, spawnServer } from "../../src/testing/server-process.ts";
import { E2E_ADMIN_PASSWORD, e2eDataDir } from "./server-env.ts";
import { SERVER_START_TIMEOUT_MS } from "./test-content.ts";

/**
 * Helpers for the admin and guest-moments specs. Every browser test comes
 * from 127.0.0.1 and the server counts failed sign-ins per address, so each
 * admin test speaks from its own X-Forwarded-For address (the test server
 * trusts one proxy hop): the lockout test locks out only itself.
 */

/** A private address of this test's own, stable within a run of it and new on a retry. */
export function ownAddress(testInfo: TestInfo, label = ""): string {
  const digest = createHash("sha256")
    .update(`${testInfo.testId}|${testInfo.project.name}|${testInfo.retry}|${label}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${Math.max(1, digest[2] ?? 1)}`;
}

/** Every request of the browser context (page, fetches, downloads) comes from `address`. */
export async function speakFrom(context: BrowserContext, address: string): Promise<void> {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
}

/**
 * A built server of the spec file's own, with its own data, for a file whose changes would reach the specs that
 * share the test server (signing everyone out, publishing): started before the file's tests, stopped after them;
 * each test speaks from its own address. `origin()` is where it listens, `output()` what it logged. A first run
 * (`firstRun`) has no ADMIN_PASSWORD: the start log's setup link is the only way in.
 */
export function serverOfTheFile(
  label: string,
  env: Record<string, string> = {},
  { firstRun = false } = {},
): { origin(): string; output(): string } {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  let origin = "";
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_TIMEOUT_MS);
    dataDir = await mkdtemp(path.join(tmpdir(), `wedding-e2e-${label}-`));
    const password: Record<string, string> = firstRun ? {} : { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD };
    server = spawnServer(
      { HOST: "127.0.0.1", DATA_DIR: dataDir, ...password, TRUST_PROXY: "1", ...env },
      "dist/server/main.js",
    );
    origin = await server.listening;
  });
  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  test.beforeEach(async ({ context }, testInfo) => {
    await speakFrom(context, ownAddress(testInfo));
  });
  return { origin: () => origin, output: () => server?.output() ?? "" };
}

/** The operator's form: ADMIN_PASSWORD alone (people sign in with their email in the form above it). */
export function signInForm(page: Page) {
  return {
    password: page.getByLabel("ADMIN_PASSWORD", { exact: true }),
    submit: page.getByRole("button", { name: "Sign in with ADMIN_PASSWORD" }),
    alert: page.getByRole("alert"),
  };
}

/** Opens /admin and signs in through the form; resolves once the signed-in header shows. */
export async function signInThroughPage(page: Page, url = "/admin"): Promise<void> {
  await page.goto(url);
  const form = signInForm(page);
  await form.password.fill(E2E_ADMIN_PASSWORD);
  await form.submit.click();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
}

/** A signed-in API client for setting up and checking what the page shows, from its own address. */
export async function adminApi(baseURL: string | undefined, address: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const response = await api.post(ADMIN_API.session, { data: { password: E2E_ADMIN_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

export interface TestRsvp {
  name: string;
  email: string;
  attending: boolean;
  partnerName?: string;
  message?: string;
}

/** Sends an RSVP as the page does (the test server has no RSVP rate limit). */
export async function createRsvp(api: APIRequestContext, rsvp: TestRsvp): Promise<void> {
  const response = await api.post("/api/rsvps", {
    data: {
      name: rsvp.name,
      email: rsvp.email,
      attending: rsvp.attending,
      bringingPartner: rsvp.partnerName !== undefined,
      partnerName: rsvp.partnerName ?? "",
      message: rsvp.message ?? "",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
}

/** A small real JPEG, different for each call. */
export async function testJpeg(): Promise<Buffer> {
  const shade = () => Math.floor(Math.random() * 256);
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: shade(), g: shade(), b: shade() } } })
    .jpeg()
    .toBuffer();
}

export interface UploadedPhoto {
  id: string;
  fileName: string;
  bytes: Buffer;
}

/**
 * Uploads a photo as the page does (POST /api/photos, the raw file as the
 * body); it waits for review. `headers` adds the page's optional ones (a personal link's code).
 */
export async function uploadPhoto(
  api: APIRequestContext,
  label: string,
  headers: Record<string, string> = {},
): Promise<UploadedPhoto> {
  const bytes = await testJpeg();
  const fileName = `${label}-${Math.random().toString(36).slice(2, 8)}.jpg`;
  const response = await api.post("/api/photos", {
    data: bytes,
    headers: { "Content-Type": "image/jpeg", "X-File-Name": encodeURIComponent(fileName), ...headers },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { photo: { id: string } };
  return { id: body.photo.id, fileName, bytes };
}

/**
 * Uploads a photo as the page does on the wedding day: the resumable
 * protocol (tus), in one PATCH (test photos are small), with the name the
 * guest typed.
 */
export async function uploadPhotoResumable(
  api: APIRequestContext,
  label: string,
  uploaderName: string,
): Promise<UploadedPhoto> {
  const bytes = await testJpeg();
  const fileName = `${label}-${Math.random().toString(36).slice(2, 8)}.jpg`;
  const base64 = (value: string) => Buffer.from(value).toString("base64");
  const common = { "Tus-Resumable": "1.0.0", [PHOTO_TOKEN_HEADER]: newPhotoToken() };
  const created = await api.post(RESUMABLE_UPLOAD_PATH, {
    headers: {
      ...common,
      "Upload-Length": String(bytes.length),
      "Upload-Metadata": `${UPLOAD_METADATA.fileName} ${base64(fileName)},${UPLOAD_METADATA.uploaderName} ${base64(uploaderName)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const finished = await api.patch(created.headers().location ?? "", {
    data: bytes,
    headers: { ...common, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  const body = (await finished.json()) as FinishedUpload;
  return { id: body.photo.id, fileName, bytes };
}

/**
 * The photo's files on disk (DATA_DIR/uploads): its original, found by its
 * bytes (stored exactly as sent), and the published copy and thumbnail that
 * share the original's file name.
 */
export async function photoFiles(photo: UploadedPhoto): Promise<string[]> {
  const root = path.join(e2eDataDir(), "uploads");
  const originalsDir = path.join(root, "uploads");
  let stem: string | null = null;
  for (const name of await readdir(originalsDir)) {
    const content = await readFile(path.join(originalsDir, name));
    if (content.equals(photo.bytes)) stem = path.parse(name).name;
  }
  if (stem === null) return [];
  const files: string[] = [];
  for (const dir of ["uploads", "published", "thumbs"]) {
    for (const name of await readdir(path.join(root, dir)).catch(() => [] as string[])) {
      if (path.parse(name).name === stem) files.push(path.join(dir, name));
    }
  }
  return files.sort();
}

/** Whether any file named like the photo's original is still on disk (after a delete, nothing should be). */
export async function filesExist(relativePaths: readonly string[]): Promise<boolean[]> {
  const root = path.join(e2eDataDir(), "uploads");
  return Promise.all(
    relativePaths.map((file) =>
      readFile(path.join(root, file)).then(
        () => true,
        () => false,
      ),
    ),
  );
}

/**
 * axe finds nothing on the admin page as it is now; each problem is named with the elements it found. The frames
 * the editor shows hold the guests' page, which its own specs scan: axe would count its landmarks as the admin's.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.html).join(", ")}`,
  );
  expect(found).toEqual([]);
}
