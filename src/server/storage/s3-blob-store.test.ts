import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3TestServer } from "../../testing/s3-test-server.ts";
import { describeBlobStoreContract } from "./blob-store.contract.ts";
import { S3BlobStore } from "./s3-blob-store.ts";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

describeBlobStoreContract("S3BlobStore on s3rver", async () => {
  const store = new S3BlobStore(await s3.createBucket());
  return { store, cleanup: async () => store.close() };
});

describe("S3BlobStore", () => {
  // s3rver serves unsigned reads and does not check v4 signatures (only the key id), so "private" and
  // "wrong secret" cannot be proven here; see docs/decisions/012-s3-storage.md.
  it("hands out a signed URL that reads the object", async () => {
    const settings = await s3.createBucket();
    const store = new S3BlobStore(settings);
    try {
      await store.put("published/1-ab.jpg", Readable.from([Buffer.from("jpeg bytes")]), { contentType: "image/jpeg" });
      const url = await store.signedUrl("published/1-ab.jpg", 60);
      const signed = await fetch(url);
      expect(signed.status).toBe(200);
      expect(await signed.text()).toBe("jpeg bytes");
      expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("60");
    } finally {
      store.close();
    }
  });

  it("fails checkWritable on a missing bucket and on an unknown access key", async () => {
    const missing = new S3BlobStore({ ...s3.settings, bucket: "no-such-bucket" });
    const wrongKey = new S3BlobStore({ ...s3.settings, accessKeyId: "NOT-A-KEY" });
    try {
      await expect(missing.checkWritable()).rejects.toThrow();
      await expect(wrongKey.checkWritable()).rejects.toThrow();
    } finally {
      missing.close();
      wrongKey.close();
    }
  });
});
