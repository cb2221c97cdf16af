import { z } from "zod/mini";
import { PHOTO_STATUSES } from "./photo.ts";
import { PHOTO_STATES_MAX_TOKENS } from "./uploads.ts";

/**
 * The bodies of the photo states API (PHOTO_STATES_API in uploads.ts): the
 * server validates the request with them and types its answer by them; the
 * page parses the answer with them, importing this module only when the
 * answer arrives (the first view never loads zod).
 */

/** POST PHOTO_STATES_API. */
export const PhotoStatesRequestSchema = z.strictObject({
  tokens: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(PHOTO_STATES_MAX_TOKENS)),
});
export type PhotoStatesRequest = z.output<typeof PhotoStatesRequestSchema>;

/** `photos[i]` answers `tokens[i]`; null when no photo has that token (never arrived, or removed). */
export const PhotoStatesSchema = z.object({
  photos: z.array(z.nullable(z.object({ id: z.string(), status: z.enum(PHOTO_STATUSES) }))),
});
export type PhotoStates = z.output<typeof PhotoStatesSchema>;
