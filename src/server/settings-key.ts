import { randomBytes } from "node:crypto";
import { link, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { mkdirPrivate, PRIVATE_FILE_MODE } from "./private-files.ts";
import { SECRET_KEY_BYTES } from "./secret-box.ts";

/** The key file's name in DATA_DIR when SETTINGS_KEY is not set. */
export const SETTINGS_KEY_FILE = "settings.key";

/** The key cannot be had: the message is one plain line for the operator and the admin. */
export class SettingsKeyError extends Error {
  override name = "SettingsKeyError";
}

/**
 * The key that seals the couple's stored secrets (secret-box.ts), never in the database: SETTINGS_KEY when the
 * operator sets it (several instances, or a database kept apart from the machine), else DATA_DIR/settings.key,
 * made (0600, 32 random bytes, base64) the first time a secret is saved. `find` reads it without making it.
 */
export interface SettingsKey {
  /** "SETTINGS_KEY" or the key file's path: where to look when it does not open a value. */
  readonly source: string;
  find(): Promise<Buffer | null>;
  findOrCreate(): Promise<Buffer>;
}

export function settingsKey({ fromEnv, dataDir }: { fromEnv: Buffer | null; dataDir: string }): SettingsKey {
  if (fromEnv) {
    return { source: "SETTINGS_KEY", find: async () => fromEnv, findOrCreate: async () => fromEnv };
  }
  const file = path.join(dataDir, SETTINGS_KEY_FILE);
  let cached: Buffer | null = null;
  const find = async (): Promise<Buffer | null> => {
    cached ??= await readKeyFile(file);
    return cached;
  };
  return {
    source: file,
    find,
    async findOrCreate() {
      const found = await find();
      if (found) return found;
      await createKeyFile(file);
      const made = await find();
      if (!made) throw new SettingsKeyError(`The key file ${file} could not be read back after it was made.`);
      return made;
    },
  };
}

/** SETTINGS_KEY's value: 32 bytes as base64 (44 characters) or hex (64); null when it is neither. */
export function parseSettingsKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    return bytes.length === SECRET_KEY_BYTES ? bytes : null;
  }
  return null;
}

/** A new random key, as SETTINGS_KEY and the key file write it. */
export function newSettingsKeyText(): string {
  return randomBytes(SECRET_KEY_BYTES).toString("base64");
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new SettingsKeyError(`The key file ${file} cannot be read (${(error as NodeJS.ErrnoException).code}).`);
  }
  const key = parseSettingsKey(text);
  if (!key) throw new SettingsKeyError(`The key file ${file} does not hold a key (32 bytes, base64).`);
  return key;
}

/**
 * Writes the key beside its name, then links it into place: link fails when the name exists, so two servers
 * starting on one DATA_DIR agree on the first one's key, and a crash never leaves half a key under the name.
 */
async function createKeyFile(file: string): Promise<void> {
  await mkdirPrivate(path.dirname(file));
  const temp = `${file}.${randomBytes(6).toString("hex")}.part`;
  try {
    const handle = await open(temp, "wx", PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(`${newSettingsKeyText()}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(temp, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
  } catch (error) {
    throw new SettingsKeyError(
      `The key file ${file} cannot be made (${(error as NodeJS.ErrnoException).code ?? "unknown"}).`,
    );
  } finally {
    await rm(temp, { force: true });
  }
}
