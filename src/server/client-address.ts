import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address a request came from, for rate limiting. Behind `trustedHops`
 * reverse proxies, each appends the address it received from to
 * X-Forwarded-For, so the client is the entry that many places from the right;
 * anything further left was written by the client and cannot be trusted.
 * With no trusted proxy the header is ignored: anyone can send it.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const socketAddress = remoteAddress(c);
  if (trustedHops === 0) return socketAddress;
  const forwarded = (c.req.header("X-Forwarded-For") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  if (forwarded.length === 0) return socketAddress;
  return forwarded[Math.max(0, forwarded.length - trustedHops)] ?? socketAddress;
}

function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket behind it.
    return "unknown";
  }
}
