import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyId, SealedValueError, seal, unseal } from "./secret-box.ts";

const key = () => randomBytes(32);

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof SealedValueError) return error.reason;
    throw error;
  }
  return "opened";
}

describe("sealing a secret (AES-256-GCM)", () => {
  it("opens what it sealed, and the sealed text holds none of it", () => {
    const k = key();
    const secret = JSON.stringify({ password: "hunter2-Ünïcødé" });
    const sealed = seal(k, "mail", secret);
    expect(sealed).not.toContain("hunter2");
    expect(unseal(k, "mail", sealed)).toBe(secret);
  });

  it("seals the same text differently each time (a fresh IV)", () => {
    const k = key();
    expect(seal(k, "mail", "same")).not.toBe(seal(k, "mail", "same"));
  });

  it("tells a value sealed under another key from a damaged one", () => {
    const sealed = seal(key(), "mail", "secret");
    expect(reasonOf(() => unseal(key(), "mail", sealed))).toBe("other-key");
  });

  it("refuses a value changed anywhere: ciphertext, tag, IV, or cut short", () => {
    const k = key();
    const sealed = seal(k, "mail", "a secret long enough to flip a byte of");
    const parts = sealed.split(".");
    const flipped = (index: number) => {
      const bytes = Buffer.from(parts[index] ?? "", "base64url");
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return parts.map((part, at) => (at === index ? bytes.toString("base64url") : part)).join(".");
    };
    for (const index of [2, 3, 4]) expect(reasonOf(() => unseal(k, "mail", flipped(index)))).toBe("damaged");
    const shortTag = parts.map((part, at) => (at === 3 ? part.slice(0, 8) : part)).join(".");
    expect(reasonOf(() => unseal(k, "mail", shortTag))).toBe("damaged");
    expect(reasonOf(() => unseal(k, "mail", sealed.slice(0, -4)))).toBe("damaged");
    expect(reasonOf(() => unseal(k, "mail", "not sealed at all"))).toBe("damaged");
  });

  it("opens only for the purpose it was sealed for", () => {
    const k = key();
    expect(reasonOf(() => unseal(k, "other", seal(k, "mail", "secret")))).toBe("damaged");
  });

  it("names a key by an id that does not give the key away", () => {
    const k = key();
    expect(keyId(k)).toBe(keyId(Buffer.from(k)));
    expect(keyId(k)).not.toContain(k.toString("base64url").slice(0, 8));
    expect(keyId(k)).not.toBe(keyId(key()));
  });
});
