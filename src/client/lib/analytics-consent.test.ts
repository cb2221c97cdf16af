import { describe, expect, it } from "vitest";
import { ANALYTICS_CONSENT_STORAGE_KEY } from "../../shared/privacy.ts";
import { onConsentChange, readConsent, reopenConsent, writeConsent } from "./analytics-consent.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe("analytics consent", () => {
  it("is unknown until the guest chooses, and ignores anything else stored", () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(memoryStorage({ [ANALYTICS_CONSENT_STORAGE_KEY]: "yes" }))).toBeNull();
  });

  it("keeps the choice under its key and tells the listeners", () => {
    const storage = memoryStorage();
    const heard: unknown[] = [];
    const stop = onConsentChange((consent) => heard.push(consent));
    writeConsent("denied", storage);
    expect(readConsent(storage)).toBe("denied");
    writeConsent("granted", storage);
    expect(storage.getItem(ANALYTICS_CONSENT_STORAGE_KEY)).toBe("granted");
    reopenConsent();
    stop();
    writeConsent("denied", storage);
    expect(heard).toEqual(["denied", "granted", null]);
  });

  it("survives storage that refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readConsent(refusing)).toBeNull();
    expect(() => writeConsent("granted", refusing)).not.toThrow();
  });
});
