/*
 * Plain data, in a module of its own: the page loads these words with the
 * questions that use them (open-event-choices.tsx), not with its first view.
 */

/**
 * Ours: the open form of a wedding of several public events asks which the
 * guest will attend, and for a meal at each event that offers them.
 */
export const OPEN_FORM_EVENT_WORDS = {
  which: "Which will you attend?",
  chooseMeal: "Choose a meal",
  yourMeal: (event: string) => `Your meal at ${event}`,
  partnerMeal: (partner: string, event: string) => `${partner || "Your partner"}'s meal at ${event}`,
} as const;
