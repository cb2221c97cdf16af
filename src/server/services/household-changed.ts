import { HOUSEHOLD_ERROR_CODES } from "../../shared/households.ts";
import { DomainError } from "../errors.ts";

/**
 * A household's save was based on an older version of it (its guests
 * answered, or another tab saved, since it was read): nothing was written.
 * 409 version_conflict, and `current` is the household as it is now, in the
 * view of whoever saved: the guest's InvitationView or the couple's
 * AdminHousehold, each with its own message.
 */
export class HouseholdChangedError<Current> extends DomainError {
  override name = "HouseholdChangedError";
  readonly status = 409;
  readonly code = HOUSEHOLD_ERROR_CODES.versionConflict;

  constructor(
    message: string,
    readonly current: Current,
  ) {
    super(message);
  }

  override details(): { current: Current } {
    return { current: this.current };
  }
}
