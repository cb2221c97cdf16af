import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseErrorBody } from "../../shared/error-body.ts";
import { filesUnder } from "../../testing/photo-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";

/** Starts of real image files, so some random bodies get past the type check and reach the decoder. */
const MAGIC_PREFIXES = [
  [0xff, 0xd8, 0xff, 0xe0],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20],
  [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0, 0x6d, 0x69, 0x66, 0x31],
];

const body = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }),
  fc
    .tuple(fc.constantFrom(...MAGIC_PREFIXES), fc.uint8Array({ maxLength: 2000 }))
    .map(([prefix, rest]) => Uint8Array.from([...prefix, ...rest])),
);

const headerText = fc.oneof(
  fc.string({ maxLength: 300 }).map(encodeURIComponent),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 }),
  fc.constantFrom("%", "%E0%A4%A", "..%2F..%2Fetc%2Fpasswd", "%00", "C:%5Cevil.png"),
);

const headers = fc.record(
  {
    "Content-Type": fc.oneof(
      headerText,
      fc.constantFrom("image/jpeg", "image/heic", "text/html", "multipart/form-data"),
    ),
    "X-File-Name": headerText,
  },
  { requiredKeys: [] },
);

describe("POST /api/photos with any small body", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("answers 4xx in the one error shape and stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(body, headers, async (bytes, requestHeaders) => {
        const response = await t.app.request("/api/photos", { method: "POST", body: bytes, headers: requestHeaders });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(parseErrorBody(await response.json())).not.toBeNull();
      }),
      { numRuns: 150 },
    );
    expect(await filesUnder(path.join(t.dataDir, "uploads"))).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);
    expect(await createPhotoRepository(t.deps.database).listByStatus("pending")).toEqual([]);
  }, 120_000);
});
