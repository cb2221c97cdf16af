import path from "node:path";
import type { Env } from "../env.ts";
import type { BlobStore } from "./blob-store.ts";
import { DiskBlobStore } from "./disk-blob-store.ts";

export interface OpenedBlobStore {
  blobs: BlobStore;
  /** One line for the start-up log: where photos go (no credentials). */
  description: string;
  /** Temp files swept from an earlier crash (disk only). */
  sweptTempFiles: number;
  close(): void;
}

/** Thrown with one line naming the variable to fix; the server turns it into a StartupError. */
export class BlobStoreUnavailableError extends Error {
  override name = "BlobStoreUnavailableError";
}

/**
 * The one place that picks the photo storage (STYLE.md: chosen once at start):
 * S3 when the S3_* group is set, else DATA_DIR/uploads. Either way it proves
 * the store takes writes before the server listens.
 */
export async function openBlobStore(env: Pick<Env, "s3" | "dataDir">): Promise<OpenedBlobStore> {
  if (env.s3) {
    // Loaded only here: the embedded site never pays the AWS SDK's start-up time and memory.
    const { S3BlobStore } = await import("./s3-blob-store.ts");
    const store = new S3BlobStore(env.s3);
    const where = `S3 bucket ${env.s3.bucket} at ${env.s3.endpoint}`;
    try {
      await store.checkWritable();
    } catch (error) {
      store.close();
      throw new BlobStoreUnavailableError(
        `S3_BUCKET/S3_ENDPOINT: cannot write to ${where} (${describeS3Failure(error)}); check the bucket name, endpoint, region and keys`,
      );
    }
    return { blobs: store, description: where, sweptTempFiles: 0, close: () => store.close() };
  }
  const root = path.join(env.dataDir, "uploads");
  const store = new DiskBlobStore(root);
  try {
    const { sweptTempFiles } = await store.init();
    await store.checkWritable();
    return { blobs: store, description: `disk folder ${root}`, sweptTempFiles, close() {} };
  } catch (error) {
    throw new BlobStoreUnavailableError(
      `DATA_DIR ${env.dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}

/** The S3 error code (NoSuchBucket, InvalidAccessKeyId, AccessDenied) or the network error, never a stack. */
function describeS3Failure(error: unknown): string {
  if (typeof error !== "object" || error === null) return String(error);
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (code === "ECONNREFUSED") return "connection refused";
  if (name && name !== "Error") return name;
  return code ?? message ?? "unknown error";
}
