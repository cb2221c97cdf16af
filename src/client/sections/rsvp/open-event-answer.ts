import type { WeddingEvent } from "../../../shared/content-schema.ts";

/**
 * One public event's answer on the open form (open-event-choices.tsx), as
 * sent and as kept on the device: small and plain, so the form's first code
 * carries it without the questions themselves, which load as the form nears.
 */
export interface OpenEventChoice {
  attending: boolean;
  meal: string;
  partnerMeal: string;
}

export const NO_EVENT_CHOICE: OpenEventChoice = { attending: false, meal: "", partnerMeal: "" };

/** Whether the open form asks anything per event: which (several events), or a meal (an event that offers them). */
export function asksPerEvent(events: readonly WeddingEvent[]): boolean {
  return events.length > 1 || events.some((event) => event.meals);
}
