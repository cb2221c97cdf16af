/**
 * The checker's problems as the couple read them at a field: its own messages are already plain ("must be a colour
 * like #1f3a5f"); the few the schema library writes itself ("Invalid input: expected string, received undefined")
 * are said as a person would.
 */
const LIBRARY_WORDS: readonly [RegExp, string][] = [
  [/^Invalid input: expected \w+, received undefined$/, "must be filled in"],
  [/^is missing$/, "must be filled in"],
  [/^Invalid input: expected number, received \w+$/, "must be a number"],
  [/^Invalid input: expected boolean, received \w+$/, "must be yes or no"],
  [/^Too small: expected string to have >=1 characters?$/, "must not be empty"],
  [/^Too small: expected array to have >=1 items?$/, "must list at least one"],
];

/** What an empty picture description is told: why it is needed. */
export const ALT_PROMPT = "Describe this photo in a few words, for guests who cannot see it.";

/** The problem at the field `key` ("gallery.items[2].alt"), as the couple read it. */
export function plainProblem(message: string, key = ""): string {
  const said = LIBRARY_WORDS.find(([pattern]) => pattern.test(message))?.[1] ?? message;
  if (/(?:^|\.)alt$/.test(key) && /^must (?:be filled in|not be empty)/.test(said)) return ALT_PROMPT;
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
}
