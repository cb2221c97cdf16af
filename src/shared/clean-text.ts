/**
 * Text a guest or the couple typed, made safe to store and show: no control
 * characters (a bell, an escape, a line break in a name) and no invisible
 * bidirectional controls (U+202E turns "gpj.exe" into "exe.jpg" on the
 * couple's screen and in a mail). Letters, emoji and joiners stay. NUL is
 * left as it is: nobody types one, PostgreSQL cannot store it, and the
 * routes refuse it with a clear 400 rather than store something else.
 */

/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), and the direction marks (U+200E, U+200F, U+061C). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0001-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS_BUT_NEWLINE = /[\u0001-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** One line (a name, a dietary need, an address): controls become spaces, runs of spaces one, trimmed. */
export function cleanLine(value: string): string {
  return value.replace(BIDI_CONTROLS, "").replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
}

/** A message: as a line, but its line breaks stay (CRLF and CR become LF); spaces within a line are kept. */
export function cleanMultiline(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(BIDI_CONTROLS, "").replace(CONTROL_CHARACTERS_BUT_NEWLINE, " ").trim();
}
