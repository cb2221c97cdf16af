import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API } from "../../shared/admin-api.ts";
import { PEOPLE_API, SETUP_FRAGMENT } from "../../shared/admin-people.ts";
import { sessionCookieFrom, signInRequest } from "../../testing/admin-test-app.ts";
import { spawnServer } from "../../testing/server-process.ts";
import { captureLogs } from "../../testing/test-app.ts";
import { parseEnv } from "../env.ts";
import { startServer } from "../server.ts";

describe("the admin at server start", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-server-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const adminLines = (lines: Record<string, unknown>[]) =>
    lines.filter((line) => String(line.msg).includes("admin") && line.level === "warn");

  it.each([["too short", "eleven-char", "ADMIN_PASSWORD is shorter than 12 characters"]])(
    "says once that the password sign-in is off when ADMIN_PASSWORD is %s, without the password",
    async (_label, password, reason) => {
      const { logger, lines } = captureLogs();
      const server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir, ADMIN_PASSWORD: password }), logger);
      try {
        const warnings = adminLines(lines);
        expect(warnings).toHaveLength(1);
        expect(String(warnings[0]?.msg)).toContain(reason);
        if (password) expect(JSON.stringify(lines)).not.toContain(password);
        const state = await fetch(`${server.url}${ADMIN_API.session}`);
        expect(await state.json()).toMatchObject({ signedIn: false, enabled: false });
      } finally {
        await server.close();
      }
    },
  );

  it("prints one setup link on a first run without ADMIN_PASSWORD; a restart replaces it; used once, it makes the first partner", async () => {
    const start = async () => {
      const { logger, lines } = captureLogs();
      const server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), logger);
      const warnings = adminLines(lines);
      expect(warnings).toHaveLength(1);
      const link = String(warnings[0]?.setupLink);
      expect(String(warnings[0]?.msg)).toContain(link);
      return { server, token: new URL(link).hash.replace(`#${SETUP_FRAGMENT}=`, "") };
    };
    const setUp = (url: string, token: string) =>
      fetch(`${url}${PEOPLE_API.setup}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: url },
        body: JSON.stringify({
          token,
          name: "Lerato",
          email: "lerato@example.com",
          password: "a long enough password",
        }),
      });

    const first = await start();
    const firstUrl = first.server.url;
    await first.server.close();
    const second = await start();
    try {
      expect(second.token).not.toBe(first.token);
      expect((await setUp(second.server.url, first.token)).status).toBe(410);
      const made = await setUp(second.server.url, second.token);
      expect(made.status).toBe(200);
      expect(await made.json()).toMatchObject({ signedIn: true, actor: { name: "Lerato", role: "partner" } });
      const cookie = sessionCookieFrom(made);
      const dashboard = await fetch(`${second.server.url}${ADMIN_API.rsvps}`, { headers: { Cookie: cookie } });
      expect(dashboard.status).toBe(200);
      expect((await setUp(second.server.url, second.token)).status).toBe(410);
    } finally {
      await second.server.close();
    }
    expect(firstUrl).toMatch(/^http:/);

    // Someone can sign in now: a restart prints no link.
    const { logger, lines } = captureLogs();
    const third = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), logger);
    await third.close();
    expect(adminLines(lines)).toEqual([]);
  });

  it("signs in over a real socket with a long enough password, and logs nothing about it at start", async () => {
    const password = "a long enough password";
    const { logger, lines } = captureLogs();
    const server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir, ADMIN_PASSWORD: password }), logger);
    try {
      expect(adminLines(lines)).toEqual([]);
      const signIn = await fetch(`${server.url}${ADMIN_API.session}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = (signIn.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
      const dashboard = await fetch(`${server.url}${ADMIN_API.rsvps}`, { headers: { Cookie: cookie } });
      expect(dashboard.status).toBe(200);
      expect(JSON.stringify(lines)).not.toContain(password);
    } finally {
      await server.close();
    }
  });

  // Two real starts (each compiles the server with tsx): the in-process tests cover every store, this the real restart.
  it("ends sessions made with the old ADMIN_PASSWORD when the server process restarts with a new one", async () => {
    const env = { DATA_DIR: dataDir };
    const run = async <T>(password: string, work: (url: string) => Promise<T>): Promise<T> => {
      const server = spawnServer({ ...env, ADMIN_PASSWORD: password });
      try {
        return await work(await server.listening);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    };
    const signIn = async (url: string, password: string) => {
      const response = await fetch(`${url}${ADMIN_API.session}`, signInRequest(password));
      expect(response.status).toBe(200);
      return sessionCookieFrom(response);
    };
    const dashboard = (url: string, cookie: string) =>
      fetch(`${url}${ADMIN_API.rsvps}`, { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
    const signOut = (url: string, cookie: string) =>
      fetch(`${url}${ADMIN_API.session}`, {
        method: "DELETE",
        headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      });

    // (That a restart with the same password keeps the session is covered in-process: session-password.test.ts.)
    const oldCookie = await run("the first long password", (url) => signIn(url, "the first long password"));
    await run("the second long password", async (url) => {
      expect((await dashboard(url, oldCookie)).status).toBe(401);
      const newCookie = await signIn(url, "the second long password");
      expect((await dashboard(url, newCookie)).status).toBe(200);
      await signOut(url, newCookie);
    });
  }, 120_000);
});
