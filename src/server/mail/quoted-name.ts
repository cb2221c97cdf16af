/**
 * A name someone typed, as a mail to a guest shows it (issue 30, part 8):
 * the only typed text such a mail carries, so the open form cannot make the
 * site mail a stranger's words from the couple. It is bounded, on one line,
 * in quotes, and inert: nothing in it reads as a link, an address or a
 * domain to a mail client's autolinker, in the text part or the HTML.
 */

/** The most characters of a typed name a guest-bound mail shows; longer ones end in "…". */
export const MAX_MAILED_NAME_LENGTH = 60;

/**
 * Invisible and control characters (bidi overrides, zero-width joiners, line
 * and paragraph separators): they could reorder or hide what a reader sees.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The characters links are made of: a scheme's colon, a path's slashes, an
 * address's @ and a domain's dots. Autolinkers need them joined to what
 * follows ("evil.example", "http://", "ann@host"); a space after each breaks
 * every such run, while a name's own dots ("Dr. Ann") already have one.
 */
const LINK_JOINERS = /([.:/\\@])(?=\S)/g;

/** `typed` as “…”: one line, bounded, with nothing in it an autolinker would turn into a link. */
export function quotedName(typed: string): string {
  // NFKC first: the fullwidth and compatibility dots, colons, slashes and @ of other scripts become the plain ones.
  const inert = typed.normalize("NFKC").replace(HIDDEN, " ").replace(/\s+/g, " ").trim().replace(LINK_JOINERS, "$1 ");
  const characters = Array.from(inert);
  const bounded =
    characters.length > MAX_MAILED_NAME_LENGTH
      ? `${characters
          .slice(0, MAX_MAILED_NAME_LENGTH - 1)
          .join("")
          .replace(/[\s.:/\\@]+$/, "")}…`
      : inert;
  return `“${bounded}”`;
}
