import { z } from "zod/mini";
import { GUEST_MOMENTS_API } from "./guest-moments.ts";

/**
 * GUEST_MOMENTS_API.list's answer: the server's type and the guest page's
 * check. A moment's URLs are our own moments URLs for its id, so an answer
 * can never make the page load a picture from anywhere else.
 */

const size = z.number().check(z.int(), z.positive());

export const GuestMomentSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    width: size,
    height: size,
    /** GUEST_MOMENTS_API.image(id) and .thumbnail(id), ready to use. */
    imageUrl: z.string(),
    thumbnailUrl: z.string(),
  })
  .check(
    z.refine(
      (moment) =>
        moment.imageUrl === GUEST_MOMENTS_API.image(moment.id) &&
        moment.thumbnailUrl === GUEST_MOMENTS_API.thumbnail(moment.id),
      "not this site's moments URLs",
    ),
  );

export const GuestMomentListSchema = z.object({
  /** Newest approval first. */
  moments: z.array(GuestMomentSchema),
});

export type GuestMoment = z.output<typeof GuestMomentSchema>;
export type GuestMomentList = z.output<typeof GuestMomentListSchema>;
