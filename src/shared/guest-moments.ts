/**
 * The approved guest photos on the public page (docs/product.md, decision 9):
 * their paths, public, no session. Plain data, no schema library, so the
 * guest page's chunks can name the paths without loading zod; the answer's
 * schema is in guest-moment-schemas.ts.
 */
export const GUEST_MOMENTS_API = {
  /** GET → GuestMomentList */
  list: "/api/moments",
  /** GET → jpeg; 404 unless the photo is approved */
  image: (id: string) => `/api/moments/${encodeURIComponent(id)}/image`,
  /** GET → webp; 404 unless the photo is approved */
  thumbnail: (id: string) => `/api/moments/${encodeURIComponent(id)}/thumbnail`,
} as const;
