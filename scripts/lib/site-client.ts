/**
 * What content:publish and content:export share: the running site's address
 * and a signed-in admin session on it (ADMIN_PASSWORD, as the admin page
 * signs in), so a couple's file goes through the checks a browser's would.
 */
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { fail } from "./cli.ts";

export interface SiteSession {
  /** A request to the site with the session's cookie; JSON bodies as JSON. */
  request(path: string, init?: { method?: string; json?: unknown; body?: Buffer; type?: string }): Promise<Response>;
}

/** The site's address: --url, else SITE_URL, else this machine's server as the environment starts it (HOST, PORT). */
export function siteUrl(given: string | undefined): string {
  const host =
    !process.env.HOST || process.env.HOST === "0.0.0.0" || process.env.HOST === "::" ? "127.0.0.1" : process.env.HOST;
  const address = host.includes(":") ? `[${host}]` : host;
  return (given ?? process.env.SITE_URL ?? `http://${address}:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
}

export async function signIn(url: string): Promise<SiteSession> {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) fail("Set ADMIN_PASSWORD to the site's admin password (the one the admin page asks for).");
  let answer: Response;
  try {
    answer = await fetch(`${url}${ADMIN_API.session}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password }),
    });
  } catch {
    fail(`No site answers at ${url}: start it (npm start) or give its address with --url.`);
  }
  if (!answer.ok) fail(`The site at ${url} refused the sign-in: ${await refusal(answer)}`);
  const cookie = (answer.headers.getSetCookie()[0] ?? "").split(";")[0];
  if (!cookie) fail(`The site at ${url} signed in without a session cookie.`);
  return {
    request: (path, init = {}) =>
      fetch(`${url}${path}`, {
        method: init.method ?? "GET",
        headers: {
          Cookie: cookie,
          ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
          ...(init.type ? { "Content-Type": init.type } : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        ...(init.body ? { body: new Uint8Array(init.body) } : {}),
      }),
  };
}

/** The error body's message (src/shared/error-body.ts), or the status when there is none. */
export async function refusal(answer: Response): Promise<string> {
  const body = (await answer.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `${answer.status} ${answer.statusText}`;
}
