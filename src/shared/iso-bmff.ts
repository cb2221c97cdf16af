/**
 * The boxes of ISO BMFF files (HEIC), read by the page (a HEIC's capture time) and by the server (a HEIC's
 * size): each box starts with its 32-bit size and its type; the size 1 means a 64-bit size follows the type,
 * and 0 that the box runs to the end of its parent.
 */

/** The size and header length of the box at `offset`, in a parent that ends at `end`. */
export function boxHeader(view: DataView, offset: number, end: number): { size: number; header: number } {
  const size = view.getUint32(offset);
  if (size === 1 && offset + 16 <= end) return { size: Number(view.getBigUint64(offset + 8)), header: 16 };
  if (size === 0) return { size: end - offset, header: 8 };
  return { size, header: 8 };
}
