/**
 * Removes a JPEG's metadata without re-encoding it (decision 16): walks the
 * markers up to the image data and drops Exif and XMP (APP1), Photoshop/IPTC
 * (APP13), comments and the other application segments, keeping what
 * decoding needs: JFIF (APP0), the ICC colour profile (APP2 "ICC_PROFILE"),
 * Adobe's colour transform (APP14), the tables and the frame. The Exif
 * orientation survives as a 32-byte Exif segment of its own, so a photo
 * taken sideways stays upright. https://www.w3.org/Graphics/JPEG/itu-t81.pdf (B.1.1)
 */

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const ORIENTATION_TAG = 0x0112;
const ICC_SIGNATURE = "ICC_PROFILE\0";
export const EXIF_SIGNATURE = "Exif\0\0";

/** The JPEG without its metadata, or null when the bytes are not a JPEG this walk understands (send it as is). */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let offset = 2;
  for (;;) {
    if (offset + 4 > bytes.length || bytes[offset] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    let markerAt = offset;
    while (bytes[markerAt + 1] === 0xff) markerAt += 1;
    const marker = bytes[markerAt + 1] ?? 0;
    if (marker === EOI) return null;
    const length = ((bytes[markerAt + 2] ?? 0) << 8) | (bytes[markerAt + 3] ?? 0);
    const end = markerAt + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const segment = bytes.subarray(markerAt, end);
    const payload = bytes.subarray(markerAt + 4, end);
    if (marker === SOS) {
      // From here on the image data (and anything after it) is kept as it is.
      kept.push(bytes.subarray(markerAt));
      break;
    }
    if (marker === APP1 && startsWith(payload, EXIF_SIGNATURE)) {
      orientation ??= exifOrientation(payload.subarray(EXIF_SIGNATURE.length));
    }
    if (keepSegment(marker, payload)) kept.push(segment);
    offset = end;
  }
  if (orientation !== null && orientation !== 1) kept.splice(1, 0, orientationSegment(orientation));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function keepSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === APP0 || marker === APP14) return true;
  if (marker === APP2) return startsWith(payload, ICC_SIGNATURE);
  // The other APPn (Exif, XMP, IPTC, maker data, multi-picture) and comments (COM) carry metadata only.
  if (marker >= APP1 && marker <= 0xef) return false;
  return marker !== 0xfe;
}

/** Whether the bytes begin with `text` (ASCII), as segment signatures do. */
export function startsWith(bytes: Uint8Array, text: string): boolean {
  if (bytes.length < text.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    if (bytes[index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

/** Exif's orientation (1–8) from IFD0 of the TIFF structure, or null. */
export function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) === ORIENTATION_TAG) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding only Exif's orientation tag (big-endian TIFF, one IFD0 entry). */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const payload = [...Array.from(EXIF_SIGNATURE, (char) => char.charCodeAt(0)), ...tiff];
  const length = payload.length + 2;
  return new Uint8Array([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}
