import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API, type AdminPhoto, type AdminPhotoList, PHOTO_LIST_CSV } from "../../shared/admin-api.ts";
import { localDateTime } from "../../shared/date-labels.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { aHousehold } from "../../testing/household-builders.ts";
import { aJpeg, aPng, filesUnder, photoRequest } from "../../testing/photo-builders.ts";
import { readZip } from "../../testing/zip-reader.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { createPhotoRepository, type NewWeddingPhoto, type WeddingPhoto } from "../db/photo-repository.ts";
import { DiskBlobStore } from "../storage/disk-blob-store.ts";

/** A disk store whose deletes fail, as a full or read-only volume would. */
class UndeletableBlobStore extends DiskBlobStore {
  override async delete(): Promise<void> {
    throw Object.assign(new Error("read-only file system"), { code: "EROFS" });
  }
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("admin photo review", () => {
  let t: AdminTestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createAdminTestApp("sqlite");
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const headers = () => ({ Cookie: cookie, "Sec-Fetch-Site": "same-origin" });
  const get = (url: string) => t.app.request(url, { headers: headers() });
  const post = (url: string, body: unknown) =>
    t.app.request(url, {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const record = async (id: string): Promise<WeddingPhoto> => {
    const photo = await createPhotoRepository(t.deps.database).findById(id);
    if (!photo) throw new Error(`no photo ${id}`);
    return photo;
  };
  const blobPath = (key: string) => path.join(t.dataDir, "uploads", key);

  /** A photo as the upload routes store it (original in the blob store, then the record), sent by whoever `photo` says. */
  async function stored(
    photo: Partial<NewWeddingPhoto> & { bytes?: Uint8Array; at?: Date } = {},
  ): Promise<WeddingPhoto> {
    const { bytes = await aJpeg(), at = t.clock.now, ...fields } = photo;
    const filePath = `originals/${randomUUID()}.jpg`;
    const { size } = await t.deps.blobs.put(filePath, Readable.from([bytes]));
    return createPhotoRepository(t.deps.database).create(
      { fileName: "IMG_0001.jpg", filePath, fileSize: size, mimeType: "image/jpeg", ...fields },
      at,
    );
  }
  /** Downloads a ZIP to disk, checking the headers every photos ZIP has; returns its file. */
  async function downloadZip(url: string, expectedName: string): Promise<string> {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${expectedName}"`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // Its length is not known until the last original is read (photoZip): none is promised.
    expect(response.headers.get("Content-Length")).toBeNull();
    const file = path.join(t.dataDir, expectedName);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return file;
  }
  const csvRows = (csv: string | undefined) => parse(csv ?? "", { bom: true }) as string[][];

  async function upload(bytes?: Uint8Array, name = "IMG_0001.jpg", type = "image/jpeg"): Promise<string> {
    const response = await t.app.request("/api/photos", photoRequest(bytes ?? (await aJpeg()), { name, type }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { photo: { id: string } }).photo.id;
  }
  async function setStatus(id: string, status: string) {
    const response = await post(ADMIN_API.photoStatus(id), { status });
    expect(response.status).toBe(200);
    return (await response.json()) as AdminPhoto;
  }
  async function list(status: string) {
    const response = await get(`${ADMIN_API.photos}?status=${status}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AdminPhotoList;
  }

  it("lists photos by status with the counts of every tab", async () => {
    const [a, b, c] = [await upload(), await upload(), await upload()];
    await setStatus(a, "approved");
    await setStatus(b, "rejected");
    const pending = await list("pending");
    expect(pending.status).toBe("pending");
    expect(pending.photos.map((photo) => photo.id)).toEqual([c]);
    expect(pending.counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    expect((await list("approved")).photos.map((photo) => photo.id)).toEqual([a]);
    expect((await list("rejected")).photos.map((photo) => photo.id)).toEqual([b]);
    expect(pending.photos[0]).toEqual({
      id: c,
      fileName: "IMG_0001.jpg",
      fileSize: expect.any(Number),
      mimeType: "image/jpeg",
      status: "pending",
      createdAt: expect.any(String),
      reviewedAt: null,
      width: 400,
      height: 200,
      uploaderName: null,
      householdName: null,
      capturedAt: null,
      missingFiles: false,
    });
    expect((await get(`${ADMIN_API.photos}?status=everything`)).status).toBe(400);
  });

  it("sets a status with the review time, back to pending clears it; unknown photo 404, bad status 400", async () => {
    const id = await upload();
    const approved = await setStatus(id, "approved");
    expect(approved).toMatchObject({ id, status: "approved", reviewedAt: t.clock.now.toISOString() });
    expect(await setStatus(id, "pending")).toMatchObject({ status: "pending", reviewedAt: null });
    expect((await post(ADMIN_API.photoStatus("no-such-photo"), { status: "approved" })).status).toBe(404);
    expect((await post(ADMIN_API.photoStatus(id), { status: "published" })).status).toBe(400);
    expect((await record(id)).status).toBe("pending");
  });

  it("bulk-approves the given photos, counting only newly approved ones", async () => {
    const [a, b, c] = [await upload(), await upload(), await upload()];
    const first = await post(ADMIN_API.photosBulkApprove, { ids: [a, b, "no-such-photo"] });
    expect(await first.json()).toEqual({ approved: 2 });
    expect(await (await post(ADMIN_API.photosBulkApprove, { ids: [a, b] })).json()).toEqual({ approved: 0 });
    expect((await record(c)).status).toBe("pending");
    expect((await record(a)).reviewedAt?.toISOString()).toBe(t.clock.now.toISOString());
    expect((await post(ADMIN_API.photosBulkApprove, { ids: "all" })).status).toBe(400);
  });

  it("streams the thumbnail, the published copy and the original, privately and with their types", async () => {
    const original = await aPng();
    const id = await upload(original, "Première danse.png", "image/png");
    const photo = await record(id);
    for (const [url, type, key] of [
      [ADMIN_API.photoThumbnail(id), "image/webp", photo.thumbnailPath],
      [ADMIN_API.photoPublished(id), "image/jpeg", photo.publishedPath],
      [ADMIN_API.photoOriginal(id), "image/png", photo.filePath],
    ] as const) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(await readFile(blobPath(key ?? "")))).toBe(true);
    }
    const disposition = (await get(ADMIN_API.photoOriginal(id))).headers.get("Content-Disposition");
    expect(disposition).toMatch(/^attachment; filename="Premiere danse.png"; filename\*=UTF-8''/);
    expect((await get(ADMIN_API.photoThumbnail("no-such-photo"))).status).toBe(404);
  });

  it("deletes a photo's record and every one of its files", async () => {
    const keep = await upload();
    const id = await upload();
    const photo = await record(id);
    const keys = [photo.filePath, photo.publishedPath, photo.thumbnailPath];
    const before = await filesUnder(path.join(t.dataDir, "uploads"));
    for (const key of keys) expect(before).toContain(key);

    const response = await t.app.request(ADMIN_API.photo(id), { method: "DELETE", headers: headers() });
    expect(response.status).toBe(204);
    expect(await createPhotoRepository(t.deps.database).findById(id)).toBeNull();
    const after = await filesUnder(path.join(t.dataDir, "uploads"));
    expect(after.sort()).toEqual(before.filter((file) => !keys.includes(file)).sort());
    expect(after).toHaveLength(3);
    expect((await record(keep)).status).toBe("pending");
    expect((await t.app.request(ADMIN_API.photo(id), { method: "DELETE", headers: headers() })).status).toBe(404);
  });

  it("says who sent each photo (the name typed, else the household) and when it was taken", async () => {
    const household = await createHouseholdRepository(t.deps.database).create(
      aHousehold(["day-1"], { displayName: "The Mensahs" }),
    );
    const takenAt = new Date("2026-05-30T16:45:10Z");
    const named = await stored({ uploaderName: "Auntie Esi", householdCode: household.code, capturedAt: takenAt });
    const fromLink = await stored({ householdCode: household.code });
    const anonymous = await stored({ householdCode: "no-such-code" });
    const byId = new Map((await list("pending")).photos.map((photo) => [photo.id, photo]));
    expect(byId.get(named.id)).toMatchObject({
      uploaderName: "Auntie Esi",
      householdName: "The Mensahs",
      capturedAt: takenAt.toISOString(),
    });
    expect(byId.get(fromLink.id)).toMatchObject({ uploaderName: null, householdName: "The Mensahs", capturedAt: null });
    expect(byId.get(anonymous.id)).toMatchObject({ uploaderName: null, householdName: null, capturedAt: null });
    expect(await setStatus(named.id, "approved")).toMatchObject({
      uploaderName: "Auntie Esi",
      householdName: "The Mensahs",
    });
  });

  it("streams a ZIP of exactly the approved originals, byte for byte, stored, with unique safe names and their list", async () => {
    const originals = [await aJpeg({ width: 300 }), await aJpeg({ width: 310 }), await aPng(), await aJpeg()];
    const ids = [
      await upload(originals[0], "party.jpg"),
      await upload(originals[1], "party.jpg"),
      await upload(originals[2], "../../etc/passwd.png", "image/png"),
      await upload(originals[3], "not approved.jpg"),
    ];
    await post(ADMIN_API.photosBulkApprove, { ids: ids.slice(0, 3) });

    const zip = await readZip(await downloadZip(ADMIN_API.approvedZip, "approved-photos-2026-06-01.zip"));
    const photos = zip.entries.filter((entry) => entry.name !== PHOTO_LIST_CSV);
    expect(photos.map((entry) => entry.name).sort()).toEqual(["party (2).jpg", "party.jpg", "passwd.png"]);
    expect(photos.every((entry) => entry.stored)).toBe(true);
    expect(photos.map((entry) => entry.sha256).sort()).toEqual(originals.slice(0, 3).map(sha256).sort());
    expect(zip.firstBadEntry).toBeNull();
    const [header, ...rows] = csvRows(zip.csv[PHOTO_LIST_CSV]);
    expect(header).toEqual(["File", "Status", "Uploader", "Household", "Taken", "Uploaded"]);
    expect(rows.map((row) => row[0]).sort()).toEqual(photos.map((entry) => entry.name).sort());
    expect(rows.map((row) => row[1])).toEqual(["approved", "approved", "approved"]);
    expect(rows.every((row) => !Number.isNaN(Date.parse(row[5] ?? "")))).toBe(true);
  });

  it("streams every original, whatever its review, in a folder per status, with who sent it in the list", async () => {
    const household = await createHouseholdRepository(t.deps.database).create(
      aHousehold(["day-1"], { displayName: "The Mensahs" }),
    );
    const pending = await stored({ fileName: "cake.jpg", uploaderName: '=HYPERLINK("http://evil")' });
    const approved = await stored({
      fileName: "cake.jpg",
      householdCode: household.code,
      capturedAt: new Date("2026-05-30T16:45:10Z"),
      status: "approved",
      bytes: await aJpeg({ width: 320 }),
    });
    const rejected = await stored({ fileName: "blurry.jpg", uploaderName: "Kojo", bytes: await aJpeg({ width: 330 }) });
    await setStatus(rejected.id, "rejected");
    const gone = await stored({ fileName: "lost.jpg", status: "approved" });
    await createPhotoRepository(t.deps.database).setFilesMissing([gone.id], true);

    const zip = await readZip(await downloadZip(ADMIN_API.allPhotosZip, "all-photos-2026-06-01.zip"));
    expect(zip.firstBadEntry).toBeNull();
    expect(zip.entries.map((entry) => entry.name)).toEqual([
      "pending/cake.jpg",
      "approved/cake.jpg",
      "rejected/blurry.jpg",
      PHOTO_LIST_CSV,
    ]);
    const sha = (photo: WeddingPhoto) => readFile(blobPath(photo.filePath)).then(sha256);
    expect(zip.entries.slice(0, 3).map((entry) => entry.sha256)).toEqual([
      await sha(pending),
      await sha(approved),
      await sha(rejected),
    ]);
    const csv = zip.csv[PHOTO_LIST_CSV] ?? "";
    expect(csv.startsWith("\uFEFF")).toBe(true);
    // Times in the wedding's zone, as a spreadsheet reads a date and time.
    const local = (instant: Date) => localDateTime(instant, t.deps.content.timeZone);
    const uploaded = local(t.clock.now);
    expect(csvRows(csv)).toEqual([
      ["File", "Status", "Uploader", "Household", "Taken", "Uploaded"],
      ["pending/cake.jpg", "pending", '\'=HYPERLINK("http://evil")', "", "", uploaded],
      ["approved/cake.jpg", "approved", "", "The Mensahs", local(new Date("2026-05-30T16:45:10.000Z")), uploaded],
      ["rejected/blurry.jpg", "rejected", "Kojo", "", "", uploaded],
    ]);
  });

  it("deletes the record first: files that cannot be removed are logged, never left behind a live record", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "wedding-blobs-"));
    await t.cleanup();
    const blobs = new UndeletableBlobStore(root);
    await blobs.init();
    t = await createAdminTestApp("sqlite", { blobs });
    cookie = await t.signIn();
    try {
      const id = await upload();
      const response = await t.app.request(ADMIN_API.photo(id), { method: "DELETE", headers: headers() });
      expect(response.status).toBe(204);
      expect(await createPhotoRepository(t.deps.database).findById(id)).toBeNull();
      expect(t.logs.some((line) => String(line.msg).includes("some photo files were not"))).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("breaks the ZIP download off, rather than hang or send a wrong file, when an original is missing", async () => {
    const id = await upload();
    await post(ADMIN_API.photosBulkApprove, { ids: [id] });
    await rm(blobPath((await record(id)).filePath));
    const response = await get(ADMIN_API.approvedZip);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(t.logs.some((line) => line.msg === "photos ZIP failed part-way")).toBe(true);
  });

  it("streams a ZIP with only the list's header when nothing is approved", async () => {
    await upload();
    const zip = await readZip(await downloadZip(ADMIN_API.approvedZip, "approved-photos-2026-06-01.zip"));
    expect(zip.entries.map((entry) => entry.name)).toEqual([PHOTO_LIST_CSV]);
    expect(csvRows(zip.csv[PHOTO_LIST_CSV])).toEqual([
      ["File", "Status", "Uploader", "Household", "Taken", "Uploaded"],
    ]);
  });
});
