import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INVITATION_CODE_HEADER, PHOTO_OWNER_API, PHOTO_TOKEN_HEADER } from "../../shared/privacy.ts";
import { newDeviceId, newPhotoToken } from "../../shared/uploads.ts";
import { aGuestListWedding, aHousehold, fromAddress } from "../../testing/household-builders.ts";
import { aJpeg, filesUnder, photoRequest } from "../../testing/photo-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { tusUpload } from "../../testing/tus-requests.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";

const ADDRESS = "198.51.100.7";

interface Uploaded {
  id: string;
  status: string;
  deleteToken: string;
}

describe("a guest's own photos", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp("sqlite", {
      content: aGuestListWedding(),
      photoTokenLimiter: createMemoryRateLimiter({ limit: 3, windowMs: 60_000 }),
    });
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const files = () => filesUnder(path.join(t.dataDir, "uploads"));
  const rows = () =>
    t.deps.database.db
      .selectFrom("wedding_photos")
      .select(["id", "household_id", "file_path", "published_path", "thumbnail_path"])
      .orderBy("id")
      .execute();

  async function upload(headers: Record<string, string> = {}): Promise<Uploaded> {
    const init = photoRequest(await aJpeg());
    const response = await t.app.request(
      "/api/photos",
      { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } },
      fromAddress(ADDRESS),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { photo: Uploaded }).photo;
  }

  function remove(id: string, token?: string, address = ADDRESS) {
    return t.app.request(
      PHOTO_OWNER_API.photo(id),
      { method: "DELETE", headers: token === undefined ? {} : { [PHOTO_TOKEN_HEADER]: token } },
      fromAddress(address),
    );
  }

  async function expectNotFound(response: Response) {
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  }

  it("deletes the photo with its own token: the record and its three files", async () => {
    const kept = await upload();
    const mine = await upload();
    expect(await files()).toHaveLength(6);

    const response = await remove(mine.id, mine.deleteToken);
    expect(response.status).toBe(204);
    const left = await rows();
    expect(left.map((row) => row.id)).toEqual([kept.id]);
    const [row] = left;
    expect(await files()).toEqual([row?.file_path, row?.published_path, row?.thumbnail_path].sort());
    const [entry] = await t.deps.database.db.selectFrom("deletion_log").select(["reason", "counts"]).execute();
    expect(entry?.reason).toBe("guest");
    expect(JSON.parse(entry?.counts ?? "{}")).toMatchObject({ photos: 1, files: 3 });

    // Gone: the same token now gets the same 404 as a wrong one.
    await expectNotFound(await remove(mine.id, mine.deleteToken));
  });

  it.each([
    ["no token", undefined],
    ["an empty token", ""],
    ["a wrong token", "A".repeat(43)],
  ])("refuses %s with 404 and changes nothing", async (_case, token) => {
    const photo = await upload();
    const before = { rows: await rows(), files: await files() };
    await expectNotFound(await remove(photo.id, token));
    expect({ rows: await rows(), files: await files() }).toEqual(before);
  });

  it("refuses another photo's token, and answers an unknown id the same way", async () => {
    const first = await upload();
    const second = await upload();
    const before = { rows: await rows(), files: await files() };
    const wrongPhoto = await remove(first.id, second.deleteToken);
    const unknown = await remove("00000000-0000-4000-8000-000000000000", second.deleteToken);
    await expectNotFound(wrongPhoto);
    await expectNotFound(unknown);
    expect({ rows: await rows(), files: await files() }).toEqual(before);
  });

  it("answers wrong tokens from an address past its failed attempts 429, and still deletes with a right token", async () => {
    const photo = await upload();
    const other = await upload();
    for (let attempt = 0; attempt < 3; attempt++) await expectNotFound(await remove(photo.id, "wrong"));
    const tipped = await remove(photo.id, "wrong");
    expect(tipped.status).toBe(429);
    expect(Number(tipped.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await remove(other.id, "wrong")).status).toBe(429);
    expect(await rows()).toHaveLength(2);

    // A guest behind the same address (a venue's Wi-Fi) deletes their own photo all the same.
    expect((await remove(photo.id, photo.deleteToken)).status).toBe(204);
    expect((await rows()).map((row) => row.id)).toEqual([other.id]);
  });

  it("never holds up an upload for wrong delete tokens: a guest behind that address still sends a photo over tus", async () => {
    const photo = await upload();
    for (let attempt = 0; attempt < 4; attempt++) await remove(photo.id, "wrong");
    expect((await remove(photo.id, "wrong")).status).toBe(429);
    const token = newPhotoToken();
    const sent = await tusUpload(t.app, { device: newDeviceId(), address: ADDRESS }, token, await aJpeg());
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await rows()).toHaveLength(2);
  });

  it("a right token does not count as a failure", async () => {
    for (let photo = 0; photo < 5; photo++) {
      const uploaded = await upload();
      expect((await remove(uploaded.id, uploaded.deleteToken)).status).toBe(204);
    }
  });

  it("links an upload sent with a household's code to that household", async () => {
    const household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-1"]));
    const photo = await upload({ [INVITATION_CODE_HEADER]: household.code });
    expect((await rows()).find((row) => row.id === photo.id)?.household_id).toBe(household.id);
  });

  it.each([
    ["an unknown code", "AAAAAAAAAAAAAAAA"],
    ["a malformed code", "not a code'; --"],
  ])("still stores an upload with %s, linked to no household, and counts no failed lookup", async (_case, code) => {
    t = await recreate(t, { invitationLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }) });
    const household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-1"]));
    for (let n = 0; n < 3; n++) {
      const photo = await upload({ [INVITATION_CODE_HEADER]: code });
      expect((await rows()).find((row) => row.id === photo.id)?.household_id).toBeNull();
    }
    // Three wrong codes went by; the lookup limit of 1 is untouched.
    const lookup = await t.app.request(`/api/invitations/${household.code}`, {}, fromAddress(ADDRESS));
    expect(lookup.status).toBe(200);
  });

  async function recreate(old: TestApp, overrides: Parameters<typeof createTestApp>[1]): Promise<TestApp> {
    await old.cleanup();
    return createTestApp("sqlite", { content: aGuestListWedding(), ...overrides });
  }
});
