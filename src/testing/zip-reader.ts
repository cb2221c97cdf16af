import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface ZipEntryInfo {
  name: string;
  stored: boolean;
  /** Uncompressed size, from the central directory (its ZIP64 field when there is one). */
  size: number;
  /** Where the entry's local header starts. */
  headerOffset: number;
  /** SHA-256 hex of the entry's bytes; null when read with `hash: false`. */
  sha256: string | null;
}

export interface ZipContents {
  entries: ZipEntryInfo[];
  /** The first entry whose bytes fail their CRC-32 (zipfile.testzip, which reads every byte); null when all pass. */
  firstBadEntry: string | null;
  /** The ZIP64 end of central directory record and its locator sit before the end record. */
  zip64EndRecords: boolean;
  /** The text of each .csv entry, BOM included, by name. */
  csv: Record<string, string>;
}

const SCRIPT = `
import hashlib, json, sys, zipfile
path, want_hash = sys.argv[1], sys.argv[2] == "hash"
with zipfile.ZipFile(path) as z:
    entries = [{"name": i.filename, "stored": i.compress_type == zipfile.ZIP_STORED, "size": i.file_size,
                "headerOffset": i.header_offset,
                "sha256": hashlib.sha256(z.read(i)).hexdigest() if want_hash else None} for i in z.infolist()]
    csv = {i.filename: z.read(i).decode("utf-8") for i in z.infolist() if i.filename.endswith(".csv")}
    bad = z.testzip()
with open(path, "rb") as f:
    f.seek(-22 - 20, 2)
    tail = f.read()
print(json.dumps({"entries": entries, "firstBadEntry": bad, "csv": csv,
                  "zip64EndRecords": tail[:4] == b"PK\\x06\\x07" and tail[20:24] == b"PK\\x05\\x06"}))
`;

/**
 * Reads a ZIP with Python's zipfile, a reader independent of the one that
 * wrote it: the central directory, every entry's CRC-32, the CSV lists.
 */
export async function readZip(file: string, { hash = true }: { hash?: boolean } = {}): Promise<ZipContents> {
  const { stdout } = await run("python3", ["-c", SCRIPT, file, hash ? "hash" : "no-hash"], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}
