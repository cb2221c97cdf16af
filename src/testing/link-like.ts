/**
 * Everything in `part` a mail client could turn into a link: anything with a
 * scheme, www., an address with @, or a dotted name ("evil.example").
 */
export function linkLike(part: string): string[] {
  return [
    ...part.matchAll(/[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+|[^\s<>"]+@[^\s<>"]+|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu),
  ]
    .map(([match]) => match)
    .sort();
}
