import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PHOTO_TOKEN_HEADER } from "../shared/privacy.ts";
import type { PhotoStates } from "../shared/upload-schemas.ts";
import { type FinishedUpload, newPhotoToken, PHOTO_STATES_API, RESUMABLE_UPLOAD_PATH } from "../shared/uploads.ts";
import { aJpeg } from "../testing/photo-builders.ts";
import { postJson } from "../testing/rsvp-builders.ts";
import { type ServerProcess, spawnServer } from "../testing/server-process.ts";
import { SQLITE_FILE_NAME } from "./db/database.ts";
import { deleteTokenHash } from "./services/photo-service.ts";

const SLOW_TEST_MS = 180_000;
const CRASH_ATTEMPTS = 5;
const TUS = { "Tus-Resumable": "1.0.0" };

/**
 * The real server process, killed with SIGKILL while it finishes a
 * resumable upload (its claim taken, the photo not yet recorded): once the
 * claim's lease has run out, the guest's next request finishes the upload
 * after the restart, and it becomes exactly one photo (ADR 034).
 */
describe("kill -9 while a resumable upload is finished (disk, SQLite)", () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-finish-crash-"));
  });
  afterEach(async () => {
    child?.kill("SIGKILL");
    child = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  function start(): ServerProcess {
    const server = spawnServer({
      DATA_DIR: dataDir,
      PHOTO_RATE_LIMIT_PER_HOUR: "0",
      PHOTO_RATE_LIMIT_MB_PER_HOUR: "0",
    });
    child = server.child;
    return server;
  }

  /** Reads (or writes) the database file another process may be writing. */
  function withDatabase<T>(work: (db: SQLite.Database) => T): T {
    const db = new SQLite(path.join(dataDir, SQLITE_FILE_NAME), { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      return work(db);
    } finally {
      db.close();
    }
  }

  function finishState(uploadId: string): string | null {
    const row = withDatabase((db) => db.prepare("select state from upload_finishes where upload_id = ?").get(uploadId));
    return (row as { state: string } | undefined)?.state ?? null;
  }

  function photoIds(token: string): string[] {
    const query = "select id from wedding_photos where delete_token_hash = ?";
    const rows = withDatabase((db) => db.prepare(query).all(deleteTokenHash(token)));
    return (rows as { id: string }[]).map((row) => row.id);
  }

  /** Sends a whole photo in one PATCH and kills the server while its finish runs; retried until the kill lands there. */
  async function crashMidFinish(photo: Buffer): Promise<{ location: string; token: string }> {
    for (let attempt = 1; attempt <= CRASH_ATTEMPTS; attempt++) {
      const server = start();
      const url = await server.listening;
      const token = newPhotoToken();
      const created = await fetch(`${url}${RESUMABLE_UPLOAD_PATH}`, {
        method: "POST",
        headers: { ...TUS, "Upload-Length": String(photo.length), [PHOTO_TOKEN_HEADER]: token },
      });
      expect(created.status).toBe(201);
      const location = created.headers.get("Location") ?? "";
      const uploadId = location.slice(location.lastIndexOf("/") + 1);
      const finishing = fetch(`${url}${location}`, {
        method: "PATCH",
        headers: {
          ...TUS,
          "Upload-Offset": "0",
          "Content-Type": "application/offset+octet-stream",
          [PHOTO_TOKEN_HEADER]: token,
        },
        body: new Uint8Array(photo),
      }).catch(() => null);
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && finishState(uploadId) === null) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      server.child.kill("SIGKILL");
      expect((await server.exited).signal).toBe("SIGKILL");
      child = undefined;
      await finishing;
      if (finishState(uploadId) === "finishing") return { location, token };
    }
    throw new Error(`No kill in ${CRASH_ATTEMPTS} attempts landed while a finish ran`);
  }

  it(
    "finishes the upload once after the restart, on the guest's next request, when the claim's lease has run out",
    async () => {
      const photo = await aJpeg({ width: 3000, height: 2000 });
      const { location, token } = await crashMidFinish(photo);
      expect(photoIds(token)).toEqual([]);
      // The lease runs out (a minute passes): its end is moved back in the file, as the crashed holder never renews it.
      withDatabase((db) => db.prepare("update upload_finishes set lease_expires_at = ?").run(Date.now() - 1000));

      const server = start();
      const url = await server.listening;
      const headers = { ...TUS, [PHOTO_TOKEN_HEADER]: token };
      // The page's client, its answer lost, asks HEAD: that request finishes the upload, which is then gone.
      expect((await fetch(`${url}${location}`, { method: "HEAD", headers })).status).toBe(404);
      const states = await fetch(`${url}${PHOTO_STATES_API}`, postJson({ tokens: [token] }));
      const [stored] = ((await states.json()) as PhotoStates).photos;
      expect(stored?.status).toBe("pending");
      // A PATCH repeating the finish is answered with that photo; there is one.
      const again = await fetch(`${url}${location}`, {
        method: "PATCH",
        headers: {
          ...headers,
          "Upload-Offset": String(photo.length),
          "Content-Type": "application/offset+octet-stream",
        },
        body: new Uint8Array(0),
      });
      expect(again.status).toBe(200);
      expect(((await again.json()) as FinishedUpload).photo.id).toBe(stored?.id);
      expect(photoIds(token)).toEqual([stored?.id]);

      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
    },
    SLOW_TEST_MS,
  );
});
