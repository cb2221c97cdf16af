import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address a request came from, as the rate limits count it (addressKey).
 * Behind `trustedHops` reverse proxies, each appends the address it received
 * from to X-Forwarded-For, so the client is the entry that many places from
 * the right; anything further left was written by the client and cannot be
 * trusted. With no trusted proxy the header is ignored: anyone can send it.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const socketAddress = remoteAddress(c);
  if (trustedHops === 0) return addressKey(socketAddress);
  const forwarded = (c.req.header("X-Forwarded-For") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  if (forwarded.length === 0) return addressKey(socketAddress);
  return addressKey(forwarded[Math.max(0, forwarded.length - trustedHops)] ?? socketAddress);
}

/**
 * What a limit counts an address as: an IPv4 address whole (also when a
 * dual-stack socket writes it `::ffff:a.b.c.d`), an IPv6 address by its /64
 * (`2001:db8:0:7::/64`). One subscriber or one network is given a whole /64
 * and picks addresses in it freely, so counting single IPv6 addresses would
 * give one phone 2^64 fresh starts. Anything else (no socket, a proxy's odd
 * entry) is counted as written.
 */
export function addressKey(address: string): string {
  const withoutZone = address.split("%")[0] ?? address;
  if (isIPv4(withoutZone)) return withoutZone;
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head = "", tail] = hex.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket behind it.
    return "unknown";
  }
}
