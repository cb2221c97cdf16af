import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  newSettingsKeyText,
  parseSettingsKey,
  SETTINGS_KEY_FILE,
  SettingsKeyError,
  settingsKey,
} from "./settings-key.ts";

describe("the settings key", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-key-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is made in DATA_DIR, readable by the site's user only, on first need, and the same ever after", async () => {
    const key = settingsKey({ fromEnv: null, dataDir });
    expect(await key.find()).toBeNull();
    const made = await key.findOrCreate();
    expect(made).toHaveLength(32);
    const file = path.join(dataDir, SETTINGS_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseSettingsKey(await readFile(file, "utf8"))?.equals(made)).toBe(true);
    expect((await settingsKey({ fromEnv: null, dataDir }).find())?.equals(made)).toBe(true);
  });

  it("is one key when two servers make it at once", async () => {
    const [a, b] = await Promise.all([
      settingsKey({ fromEnv: null, dataDir }).findOrCreate(),
      settingsKey({ fromEnv: null, dataDir }).findOrCreate(),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it("is SETTINGS_KEY when set, and no file is made", async () => {
    const fromEnv = parseSettingsKey(newSettingsKeyText());
    const key = settingsKey({ fromEnv, dataDir });
    expect((await key.findOrCreate()).equals(fromEnv ?? Buffer.alloc(0))).toBe(true);
    expect(key.source).toBe("SETTINGS_KEY");
    await expect(stat(path.join(dataDir, SETTINGS_KEY_FILE))).rejects.toThrow();
  });

  it("says plainly when the key file holds no key", async () => {
    await writeFile(path.join(dataDir, SETTINGS_KEY_FILE), "not a key\n");
    await expect(settingsKey({ fromEnv: null, dataDir }).find()).rejects.toThrow(SettingsKeyError);
  });

  it("reads SETTINGS_KEY as 32 bytes of base64 or hex, and nothing else", () => {
    expect(parseSettingsKey(newSettingsKeyText())).toHaveLength(32);
    expect(parseSettingsKey("ab".repeat(32))).toHaveLength(32);
    expect(parseSettingsKey("too short")).toBeNull();
    expect(parseSettingsKey(Buffer.alloc(16).toString("base64"))).toBeNull();
  });
});
