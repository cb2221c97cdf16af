import type { WeddingContent } from "../../shared/content-schema.ts";
import { calendarDateLabel } from "../../shared/date-labels.ts";
import type { RsvpWindow } from "../../shared/household-schemas.ts";
import { HOUSEHOLD_ERROR_CODES, rsvpClosesAt } from "../../shared/households.ts";
import type { RsvpSettingsRepository } from "../db/rsvp-settings-repository.ts";
import { DomainError } from "../errors.ts";
import { closedMessage } from "../household-messages.ts";

/**
 * Answers are closed (past the deadline, or the open form turned off): nothing is stored; the message says whom to
 * ask. Past the deadline, the body's `deadlineLabel` is the deadline in force, for the page to say it in the guest's
 * language; without it, the open form is off and the page shows the couple's own note.
 */
export class RsvpClosedError extends DomainError {
  override name = "RsvpClosedError";
  readonly status = 403;
  readonly code = HOUSEHOLD_ERROR_CODES.closed;

  constructor(
    message: string,
    readonly deadlineLabel?: string,
  ) {
    super(message);
  }

  override details(): Record<string, unknown> {
    return this.deadlineLabel === undefined ? {} : { deadlineLabel: this.deadlineLabel };
  }
}

/**
 * Whether the open form and the personal links take answers now: the
 * content's deadline and closeAtDeadline, unless the couple moved them in the
 * admin (docs/product.md, decision 13). The deadline ends at the end of its
 * day in the site's time zone.
 */
export function createRsvpWindow(
  settings: RsvpSettingsRepository,
  content: WeddingContent,
  clock: () => Date = () => new Date(),
) {
  return {
    async current(): Promise<RsvpWindow> {
      const stored = await settings.find();
      return windowAt(
        content,
        stored.deadline ?? content.rsvp.deadline,
        stored.closeAtDeadline ?? content.rsvp.closeAtDeadline,
        clock(),
      );
    },

    async save(saved: { deadline: string; closeAtDeadline: boolean }): Promise<RsvpWindow> {
      await settings.save(saved);
      return this.current();
    },
  };
}

export type RsvpWindowService = ReturnType<typeof createRsvpWindow>;

/**
 * The deadline as `view` prints it, in the view's language: the content's own label for the content's deadline,
 * a moved deadline written with the view's month names.
 */
export function deadlineLabelIn(view: WeddingContent, deadline: string): string {
  return deadline === view.rsvp.deadline ? view.rsvp.deadlineLabel : calendarDateLabel(deadline, view.site);
}

export function windowAt(content: WeddingContent, deadline: string, closeAtDeadline: boolean, now: Date): RsvpWindow {
  const closesAt = rsvpClosesAt(deadline, content.timeZone);
  const deadlineLabel = deadlineLabelIn(content, deadline);
  const open = !closeAtDeadline || now.getTime() < closesAt.getTime();
  return {
    open,
    deadline,
    deadlineLabel,
    closesAt: closesAt.toISOString(),
    closeAtDeadline,
    closedMessage: open ? null : closedMessage(deadlineLabel, content.rsvp.contacts),
  };
}
