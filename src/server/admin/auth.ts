import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  ADMIN_ERROR_CODES,
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_COOKIE_INSECURE,
  MIN_ADMIN_PASSWORD_LENGTH,
} from "../../shared/admin-api.ts";
import { HttpError } from "../errors.ts";
import { ADMIN_SESSION_ABSOLUTE_MS } from "./session-store.ts";

/**
 * Who may use the admin API: a password check that takes the same time
 * whatever is typed, the session cookie, and the refusal of cross-site
 * requests (docs/decisions/011-admin-sessions.md).
 */

/** Why the admin is off, or null when ADMIN_PASSWORD is usable. Says nothing about the password itself. */
export function adminDisabledReason(password: string | null | undefined): string | null {
  if (!password) return "ADMIN_PASSWORD is not set";
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `ADMIN_PASSWORD is shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  }
  return null;
}

/** Compares SHA-256 digests with timingSafeEqual: equal lengths always, so neither length nor content leaks by timing. */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether the browser reached us over https: the URL's scheme, or behind
 * `trustedHops` reverse proxies (TRUST_PROXY) the X-Forwarded-Proto they set.
 */
export function requestIsHttps(c: Context, trustedHops: number): boolean {
  if (c.req.url.startsWith("https:")) return true;
  if (trustedHops === 0) return false;
  const protos = (c.req.header("X-Forwarded-Proto") ?? "")
    .split(",")
    .map((proto) => proto.trim().toLowerCase())
    .filter((proto) => proto !== "");
  return protos[Math.max(0, protos.length - trustedHops)] === "https";
}

/** The origin the browser sees for this request: its scheme (see requestIsHttps) and the Host it sent. */
export function requestOrigin(c: Context, trustedHops: number): string {
  const url = new URL(c.req.url);
  return `${requestIsHttps(c, trustedHops) ? "https" : "http"}://${url.host}`;
}

/**
 * 403 cross_site for a request another site made the browser send: a
 * Sec-Fetch-Site other than same-origin (or "none", typed by the user), or an
 * Origin other than our own. Requests without either header (old browsers,
 * curl) pass: SameSite=Strict keeps the cookie off cross-site requests anyway.
 */
export function rejectCrossSite(trustedHops: number): MiddlewareHandler {
  return async (c, next) => {
    const fetchSite = c.req.header("Sec-Fetch-Site");
    const origin = c.req.header("Origin");
    const crossSite =
      (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin !== undefined && origin !== requestOrigin(c, trustedHops));
    if (crossSite) {
      throw new HttpError(403, ADMIN_ERROR_CODES.crossSite, "Admin requests must come from this site's own pages.");
    }
    await next();
  };
}

/** `__Host-` needs Secure, so plain http (localhost) gets the plain name. */
export function sessionCookieName(https: boolean): string {
  return https ? ADMIN_SESSION_COOKIE : ADMIN_SESSION_COOKIE_INSECURE;
}

export function readSessionCookie(c: Context, trustedHops: number): string | undefined {
  return getCookie(c, sessionCookieName(requestIsHttps(c, trustedHops)));
}

export function setSessionCookie(c: Context, trustedHops: number, token: string): void {
  const https = requestIsHttps(c, trustedHops);
  setCookie(c, sessionCookieName(https), token, {
    path: "/",
    secure: https,
    httpOnly: true,
    sameSite: "Strict",
    // The cookie never outlives the session's absolute end.
    maxAge: Math.floor(ADMIN_SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(c: Context, trustedHops: number): void {
  const https = requestIsHttps(c, trustedHops);
  deleteCookie(c, sessionCookieName(https), { path: "/", secure: https, httpOnly: true, sameSite: "Strict" });
}
