import type { Contact } from "../../../shared/content-schema.ts";
import {
  duplicateRsvpMessage,
  RSVP_ERROR_CODES,
  RSVP_MESSAGES,
  saveFailedMessage,
} from "../../../shared/rsvp-messages.ts";
import type { ApiFailure } from "../../lib/api.ts";

/** One table from the server's answer to the words the guest sees (docs/product.md section 8). */
export function messageForFailure(failure: ApiFailure, contacts: readonly Contact[]): string {
  if (failure.kind === "unreachable") return saveFailedMessage(failure.reason);
  switch (failure.code) {
    case RSVP_ERROR_CODES.duplicate:
      return duplicateRsvpMessage(contacts);
    case RSVP_ERROR_CODES.rateLimited:
      return RSVP_MESSAGES.rateLimited;
    case RSVP_ERROR_CODES.invalid:
    // The server's message is one of the shared rule messages, or the spec's save message with its reason.
    case RSVP_ERROR_CODES.saveFailed:
      return failure.message;
    default:
      // The database could not be reached to check for an earlier RSVP.
      if (failure.status === 503) return RSVP_MESSAGES.lookupFailed;
      return saveFailedMessage(failure.message);
  }
}
