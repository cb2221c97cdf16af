import { describe, expect, it, vi } from "vitest";
import { GUEST_MOMENTS_API } from "../../shared/guest-moments.ts";
import { listGuestMoments, parseGuestMomentList } from "./api.ts";

const moment = (id: string) => ({
  id,
  width: 1600,
  height: 1200,
  imageUrl: GUEST_MOMENTS_API.image(id),
  thumbnailUrl: GUEST_MOMENTS_API.thumbnail(id),
});

describe("guest moments", () => {
  it("asks the contract's public path", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (path: string) => {
      asked.push(path);
      return Response.json({ moments: [] });
    });
    await listGuestMoments();
    vi.unstubAllGlobals();
    expect(asked).toEqual([GUEST_MOMENTS_API.list]);
  });

  it("keeps well-formed moments with the contract's URLs", async () => {
    const list = { moments: [moment("a1"), moment("b 2/x")] };
    expect(await parseGuestMomentList(list)).toEqual(list);
    expect(await parseGuestMomentList({ moments: [] })).toEqual({ moments: [] });
  });

  it("drops moments pointing anywhere else or without a size, and refuses what is not a list", async () => {
    const elsewhere = { ...moment("c"), imageUrl: "https://example.com/c.jpg" };
    const admin = { ...moment("d"), thumbnailUrl: "/api/admin/photos/d/thumbnail" };
    const sizeless = { ...moment("e"), width: 0 };
    expect(await parseGuestMomentList({ moments: [elsewhere, admin, sizeless, moment("f"), null] })).toEqual({
      moments: [moment("f")],
    });
    expect(await parseGuestMomentList({ moments: "nope" })).toBeUndefined();
    expect(await parseGuestMomentList(null)).toBeUndefined();
    expect(await parseGuestMomentList([moment("g")])).toBeUndefined();
  });
});
