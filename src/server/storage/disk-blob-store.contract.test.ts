import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeBlobStoreContract } from "./blob-store.contract.ts";
import { DiskBlobStore } from "./disk-blob-store.ts";

describeBlobStoreContract("DiskBlobStore", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "wedding-blobs-"));
  const store = new DiskBlobStore(path.join(dir, "uploads"));
  await store.init();
  return { store, cleanup: () => rm(dir, { recursive: true, force: true }) };
});
