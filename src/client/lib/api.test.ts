import { describe, expect, it } from "vitest";
import { GUEST_MOMENTS_API } from "../../shared/admin-api.ts";
import { GUEST_MOMENTS_PATH, parseGuestMomentList } from "./api.ts";

const moment = (id: string) => ({
  id,
  width: 1600,
  height: 1200,
  imageUrl: GUEST_MOMENTS_API.image(id),
  thumbnailUrl: GUEST_MOMENTS_API.thumbnail(id),
});

describe("guest moments", () => {
  it("asks the contract's public path", () => {
    expect(GUEST_MOMENTS_PATH).toBe(GUEST_MOMENTS_API.list);
  });

  it("keeps well-formed moments with the contract's URLs", () => {
    const list = { moments: [moment("a1"), moment("b 2/x")] };
    expect(parseGuestMomentList(list)).toEqual(list);
    expect(parseGuestMomentList({ moments: [] })).toEqual({ moments: [] });
  });

  it("drops moments pointing anywhere else or without a size, and refuses what is not a list", () => {
    const elsewhere = { ...moment("c"), imageUrl: "https://example.com/c.jpg" };
    const admin = { ...moment("d"), thumbnailUrl: "/api/admin/photos/d/thumbnail" };
    const sizeless = { ...moment("e"), width: 0 };
    expect(parseGuestMomentList({ moments: [elsewhere, admin, sizeless, moment("f"), null] })).toEqual({
      moments: [moment("f")],
    });
    expect(parseGuestMomentList({ moments: "nope" })).toBeUndefined();
    expect(parseGuestMomentList(null)).toBeUndefined();
    expect(parseGuestMomentList([moment("g")])).toBeUndefined();
  });
});
