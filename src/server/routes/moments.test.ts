import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API } from "../../shared/admin-api.ts";
import type { GuestMomentList } from "../../shared/guest-moment-schemas.ts";
import { GUEST_MOMENTS_API } from "../../shared/guest-moments.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { aJpeg, photoRequest } from "../../testing/photo-builders.ts";
import { createPhotoRepository, type WeddingPhoto } from "../db/photo-repository.ts";

describe("guest moments", () => {
  let t: AdminTestApp;
  let cookie: string;
  let clientDir: string;
  beforeEach(async () => {
    // A built page's static files are one more place to look for a photo.
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-client-"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Page</title>");
    t = await createAdminTestApp("sqlite", { clientDir });
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.cleanup();
    await rm(clientDir, { recursive: true, force: true });
  });

  async function upload(): Promise<WeddingPhoto> {
    const response = await t.app.request("/api/photos", photoRequest(await aJpeg({ width: 480, height: 320 })));
    const { photo } = (await response.json()) as { photo: { id: string } };
    const record = await createPhotoRepository(t.deps.database).findById(photo.id);
    if (!record) throw new Error("not stored");
    return record;
  }
  async function review(id: string, status: "approved" | "rejected" | "pending") {
    const response = await t.app.request(ADMIN_API.photoStatus(id), {
      method: "POST",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
      body: JSON.stringify({ status }),
    });
    expect(response.status).toBe(200);
  }
  async function moments(): Promise<GuestMomentList> {
    const response = await t.app.request(GUEST_MOMENTS_API.list);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    return (await response.json()) as GuestMomentList;
  }
  const blob = (key: string | null) => readFile(path.join(t.dataDir, "uploads", key ?? ""));

  /** Every URL a guest could try for a photo's files without a session. */
  const publicUrls = (photo: WeddingPhoto) => [
    GUEST_MOMENTS_API.image(photo.id),
    GUEST_MOMENTS_API.thumbnail(photo.id),
    `/api/moments/${photo.id}/original`,
    `/api/moments/${photo.id}`,
    `/api/photos/${photo.id}`,
    `/api/photos/${photo.id}/original`,
    ADMIN_API.photoOriginal(photo.id),
    ADMIN_API.photoPublished(photo.id),
    ADMIN_API.photoThumbnail(photo.id),
    ADMIN_API.approvedZip,
    `/${photo.filePath}`,
    `/${photo.publishedPath}`,
    `/${photo.thumbnailPath}`,
    `/uploads/${photo.filePath}`,
    `/data/uploads/${photo.filePath}`,
  ];

  it("lists an approved photo's published copy and serves its image and thumbnail", async () => {
    const photo = await upload();
    expect((await moments()).moments).toEqual([]);
    await review(photo.id, "approved");
    expect(await moments()).toEqual({
      moments: [
        {
          id: photo.id,
          width: 480,
          height: 320,
          imageUrl: GUEST_MOMENTS_API.image(photo.id),
          thumbnailUrl: GUEST_MOMENTS_API.thumbnail(photo.id),
        },
      ],
    });
    const image = await t.app.request(GUEST_MOMENTS_API.image(photo.id));
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/jpeg");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(image.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await image.arrayBuffer()).equals(await blob(photo.publishedPath))).toBe(true);
    const thumbnail = await t.app.request(GUEST_MOMENTS_API.thumbnail(photo.id));
    expect(thumbnail.headers.get("Content-Type")).toBe("image/webp");
    expect(Buffer.from(await thumbnail.arrayBuffer()).equals(await blob(photo.thumbnailPath))).toBe(true);
    // Never the original, even of an approved photo.
    const original = await blob(photo.filePath);
    const served = [GUEST_MOMENTS_API.image(photo.id), GUEST_MOMENTS_API.thumbnail(photo.id)];
    for (const url of publicUrls(photo).filter((url) => !served.includes(url))) {
      const response = await t.app.request(url);
      expect(response.status, url).not.toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(original), url).toBe(false);
    }
  });

  it("lists the newest approval first", async () => {
    const first = await upload();
    const second = await upload();
    await review(second.id, "approved");
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await review(first.id, "approved");
    expect((await moments()).moments.map((moment) => moment.id)).toEqual([first.id, second.id]);
  });

  it("keeps rejected and pending photos hidden: not listed, every public URL refused", async () => {
    const rejected = await upload();
    const pending = await upload();
    const withdrawn = await upload();
    await review(rejected.id, "rejected");
    await review(withdrawn.id, "approved");
    await review(withdrawn.id, "pending");
    expect((await moments()).moments).toEqual([]);

    for (const photo of [rejected, pending, withdrawn]) {
      for (const url of publicUrls(photo)) {
        const response = await t.app.request(url);
        expect([401, 404], url).toContain(response.status);
        expect(response.headers.get("Content-Type"), url).not.toMatch(/^image\//);
      }
      const image = await t.app.request(GUEST_MOMENTS_API.image(photo.id));
      expect(await image.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
  });
});
