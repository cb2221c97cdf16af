import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { fromAddress } from "../testing/household-builders.ts";
import { addressKey, clientAddress } from "./client-address.ts";

describe("the address a limit counts", () => {
  it("is an IPv4 address whole, also as a dual-stack socket writes it", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const key = "2001:db8:0:7::/64";
    for (const address of [
      "2001:db8:0:7::1",
      "2001:db8:0:7:ffff:ffff:ffff:ffff",
      "2001:0DB8:0000:0007:0000:0000:0000:0002",
      "2001:db8::7:a:b:c:d",
      "2001:db8:0:7::1%eth0",
      "2001:db8:0:7::192.0.2.1",
    ]) {
      expect(addressKey(address)).toBe(key);
    }
    expect(addressKey("2001:db8:0:8::1")).toBe("2001:db8:0:8::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is anything else as written", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("not:an:address")).toBe("not:an:address");
  });

  it("counts the socket's /64, and the trusted proxy's entry's /64", async () => {
    const app = new Hono().get("/", (c) => c.text(clientAddress(c, Number(c.req.query("hops") ?? 0))));
    const seen = async (address: string, hops = 0, forwarded?: string) =>
      (
        await app.request(
          `/?hops=${hops}`,
          { headers: forwarded === undefined ? {} : { "X-Forwarded-For": forwarded } },
          fromAddress(address),
        )
      ).text();
    expect(await seen("2001:db8:0:7::1")).toBe("2001:db8:0:7::/64");
    expect(await seen("2001:db8:0:7::2", 0, "198.51.100.1")).toBe("2001:db8:0:7::/64");
    expect(await seen("10.0.0.1", 1, "2001:db8:0:9::abcd")).toBe("2001:db8:0:9::/64");
    expect(await seen("::ffff:10.0.0.1", 1, "::ffff:198.51.100.2")).toBe("198.51.100.2");
  });
});
