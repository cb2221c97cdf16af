/** The record a request names does not exist (or no longer does); routes answer 404. */
export class NotFoundError extends Error {
  override name = "NotFoundError";
}
