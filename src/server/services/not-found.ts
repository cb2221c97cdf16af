import { DomainError } from "../errors.ts";

/** The record a request names does not exist (or no longer does): 404 not_found, the message names what. */
export class NotFoundError extends DomainError {
  override name = "NotFoundError";
  readonly status = 404;
  readonly code: string = "not_found";
}
