import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type S3TestServer, startS3TestServer } from "../../testing/s3-test-server.ts";
import { spawnServer } from "../../testing/server-process.ts";
import { BlobStoreUnavailableError, openBlobStore } from "./open-blob-store.ts";
import { S3BlobStore } from "./s3-blob-store.ts";

/** Spawns processes or runs a server: generous on a shared, busy machine (the default is 20 s). */
const SLOW_TEST_MS = 60_000;

let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "wedding-open-store-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("openBlobStore", () => {
  it("opens the disk folder in DATA_DIR when no S3 variables are set", async () => {
    const opened = await openBlobStore({ s3: null, dataDir });
    expect(opened.description).toBe(`disk folder ${path.join(dataDir, "uploads")}`);
    expect(opened.blobs).not.toBeInstanceOf(S3BlobStore);
  });

  it("opens the bucket when the S3 group is set, having written and deleted a probe", async () => {
    const opened = await openBlobStore({ s3: s3.settings, dataDir });
    try {
      expect(opened.blobs).toBeInstanceOf(S3BlobStore);
      expect(opened.description).toBe(`S3 bucket ${s3.settings.bucket} at ${s3.settings.endpoint}`);
    } finally {
      opened.close();
    }
  });

  it.each([
    ["a missing bucket", () => ({ ...s3.settings, bucket: "no-such-bucket" }), "NoSuchBucket"],
    ["an unknown access key", () => ({ ...s3.settings, accessKeyId: "NOT-A-KEY" }), "InvalidAccessKeyId"],
    ["an endpoint nobody listens on", () => ({ ...s3.settings, endpoint: "http://127.0.0.1:1" }), "S3_ENDPOINT"],
  ])("refuses %s with one line naming S3_BUCKET/S3_ENDPOINT", async (_case, settings, reason) => {
    const error = await openBlobStore({ s3: settings(), dataDir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BlobStoreUnavailableError);
    const message = (error as Error).message;
    expect(message).toMatch(/^S3_BUCKET\/S3_ENDPOINT: cannot write to S3 bucket /);
    expect(message).toContain(reason);
    expect(message).not.toContain("\n");
  });
});

describe("the server process with S3_* set", () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill("SIGKILL");
    child = undefined;
  });

  it(
    "stores photos in the bucket and says so in one start-up line",
    async () => {
      const server = spawnServer({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: (await s3.createBucket()).bucket });
      child = server.child;
      const url = await server.listening;
      const storageLines = server
        .output()
        .split("\n")
        .filter((line) => line.includes("photos go to"));
      expect(storageLines).toEqual([expect.stringContaining("photos go to S3 bucket wedding-test-")]);
      // Production settings add each part's state (docs/deployment.md, Health).
      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({
        status: "ok",
        details: { database: "ok", storage: "ok", files: "ok" },
      });
    },
    SLOW_TEST_MS,
  );

  it(
    "stops with one line and no stack trace when the bucket does not exist",
    async () => {
      const server = spawnServer({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: "no-such-bucket" });
      child = server.child;
      const { code, stderr } = await server.exited;
      expect(code).toBe(1);
      // Before the line, Node 20 may print the AWS SDK's warning that its 2027 releases need Node 22.
      const lines = stderr.trim().split("\n");
      expect(lines.filter((line) => line.startsWith("S3_"))).toEqual([
        expect.stringMatching(/^S3_BUCKET\/S3_ENDPOINT: .*NoSuchBucket/),
      ]);
      expect(lines.at(-1)).toMatch(/^S3_BUCKET/);
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    SLOW_TEST_MS,
  );

  it("keeps refusing a DATA_DIR it cannot write when storing photos on disk", async () => {
    const blocker = path.join(dataDir, "a-file");
    await writeFile(blocker, "not a folder");
    const error = await openBlobStore({ s3: null, dataDir: blocker }).catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/^DATA_DIR .* is not writable \(E/);
  });
});
