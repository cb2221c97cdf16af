/**
 * When a photo was taken, from its Exif (DateTimeOriginal, with
 * OffsetTimeOriginal when the camera wrote one), read on the phone before
 * resizing or stripping removes it, and sent as the upload's `capturedAt`
 * (src/shared/uploads.ts). JPEG keeps Exif in an APP1 segment; HEIC keeps it
 * as an "Exif" item of the ISO base media file's meta box.
 * https://www.cipa.jp/std/documents/e/DC-008-2012_E.pdf (4.6.5),
 * ISO/IEC 14496-12 (8.11) and ISO/IEC 23008-12 (A.2.1).
 */

import { boxHeader } from "../../../shared/iso-bmff.ts";
import { EXIF_SIGNATURE, startsWith } from "./strip-jpeg-metadata.ts";

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
const ASCII = 2;

/** The capture time as an ISO instant, or null when the file says nothing usable. Never throws. */
export function readCaptureTime(bytes: Uint8Array): string | null {
  try {
    const tiff = jpegExif(bytes) ?? heifExif(bytes);
    return tiff ? captureTimeFromTiff(tiff) : null;
  } catch {
    return null;
  }
}

/** The TIFF structure inside Exif: DateTimeOriginal and OffsetTimeOriginal of the Exif IFD. */
export function captureTimeFromTiff(tiff: Uint8Array): string | null {
  const reader = tiffReader(tiff);
  if (!reader) return null;
  const exifIfd = reader.entries(reader.firstIfd).get(EXIF_IFD_POINTER);
  if (!exifIfd) return null;
  const entries = reader.entries(reader.long(exifIfd.valueAt));
  const dateTime = entries.get(DATE_TIME_ORIGINAL);
  const offset = entries.get(OFFSET_TIME_ORIGINAL);
  if (!dateTime) return null;
  return exifInstant(reader.ascii(dateTime), offset ? reader.ascii(offset) : null);
}

/**
 * "2026:03:14 17:05:09" with "+02:00" as an ISO instant. Without an offset
 * the phone's clock wrote local time: read as this device's local time (the
 * phone that took it is usually the one sending it).
 */
export function exifInstant(dateTime: string, offset: string | null): string | null {
  const parts = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(dateTime.trim());
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  const zone = offset ? /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim()) : null;
  let time: number;
  if (zone) {
    const sign = zone[1] === "-" ? -1 : 1;
    const minutes = sign * (Number(zone[2]) * 60 + Number(zone[3]));
    time = Date.UTC(year, month - 1, day, hour, minute, second) - minutes * 60_000;
  } else {
    time = new Date(year, month - 1, day, hour, minute, second).getTime();
  }
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

interface IfdEntry {
  type: number;
  count: number;
  /** Where the value is: in the entry when it fits in 4 bytes, else at the offset the entry names. */
  valueAt: number;
}

function tiffReader(tiff: Uint8Array) {
  if (tiff.length < 8) return null;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const short = (at: number) => view.getUint16(at, little);
  const long = (at: number) => view.getUint32(at, little);
  return {
    firstIfd: long(4),
    long,
    entries(ifd: number): Map<number, IfdEntry> {
      const found = new Map<number, IfdEntry>();
      if (ifd + 2 > tiff.length) return found;
      const count = short(ifd);
      for (let index = 0; index < count; index += 1) {
        const entry = ifd + 2 + index * 12;
        if (entry + 12 > tiff.length) break;
        const type = short(entry + 2);
        const valueCount = long(entry + 4);
        const inline = type === ASCII ? valueCount <= 4 : true;
        found.set(short(entry), { type, count: valueCount, valueAt: inline ? entry + 8 : long(entry + 8) });
      }
      return found;
    },
    ascii(entry: IfdEntry): string {
      if (entry.type !== ASCII || entry.valueAt + entry.count > tiff.length) return "";
      let text = "";
      for (let index = 0; index < entry.count; index += 1) {
        const code = tiff[entry.valueAt + index] ?? 0;
        if (code === 0) break;
        text += String.fromCharCode(code);
      }
      return text;
    },
  };
}

/** The TIFF bytes of a JPEG's Exif APP1 segment, or null. */
function jpegExif(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    // Start of scan: the image data follows, and Exif would have come before it.
    if (marker === 0xda || marker === 0xd9) return null;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    const payload = bytes.subarray(offset + 4, offset + 2 + length);
    if (marker === 0xe1 && startsWith(payload, EXIF_SIGNATURE)) return payload.subarray(EXIF_SIGNATURE.length);
    offset += 2 + length;
  }
  return null;
}

/** The TIFF bytes of a HEIF file's Exif item, or null. */
function heifExif(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || fourCc(bytes, 4) !== "ftyp") return null;
  const meta = findBox(bytes, view, 0, bytes.length, "meta");
  if (!meta) return null;
  // meta is a full box: version and flags come first.
  const children = meta.start + 4;
  const iinf = findBox(bytes, view, children, meta.end, "iinf");
  const iloc = findBox(bytes, view, children, meta.end, "iloc");
  if (!iinf || !iloc) return null;
  const itemId = exifItemId(bytes, view, iinf);
  if (itemId === null) return null;
  const extent = itemExtent(view, iloc, itemId);
  if (!extent || extent.offset + extent.length > bytes.length || extent.length < 4) return null;
  // The item starts with the offset of the TIFF header past these 4 bytes (usually past "Exif\0\0").
  const tiffStart = extent.offset + 4 + view.getUint32(extent.offset);
  if (tiffStart >= extent.offset + extent.length) return null;
  return bytes.subarray(tiffStart, extent.offset + extent.length);
}

interface Box {
  /** Where the box's content starts (after size and type). */
  start: number;
  end: number;
}

function findBox(bytes: Uint8Array, view: DataView, from: number, to: number, type: string): Box | null {
  let offset = from;
  while (offset + 8 <= to) {
    const { size, header } = boxHeader(view, offset, to);
    if (size < header) return null;
    if (fourCc(bytes, offset + 4) === type) return { start: offset + header, end: Math.min(to, offset + size) };
    offset += size;
  }
  return null;
}

function exifItemId(bytes: Uint8Array, view: DataView, iinf: Box): number | null {
  const version = bytes[iinf.start] ?? 0;
  let offset = iinf.start + 4 + (version === 0 ? 2 : 4);
  while (offset + 8 <= iinf.end) {
    const size = view.getUint32(offset);
    if (size < 8) return null;
    if (fourCc(bytes, offset + 4) === "infe") {
      const infeVersion = bytes[offset + 8] ?? 0;
      if (infeVersion >= 2) {
        const idSize = infeVersion === 2 ? 2 : 4;
        const at = offset + 12;
        const id = idSize === 2 ? view.getUint16(at) : view.getUint32(at);
        if (fourCc(bytes, at + idSize + 2) === "Exif") return id;
      }
    }
    offset += size;
  }
  return null;
}

function itemExtent(view: DataView, iloc: Box, itemId: number): { offset: number; length: number } | null {
  const version = view.getUint8(iloc.start);
  let at = iloc.start + 4;
  const sizes = view.getUint16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version === 1 || version === 2 ? sizes & 0xf : 0;
  const read = (size: number): number => {
    const value = size === 0 ? 0 : size === 4 ? view.getUint32(at) : size === 8 ? Number(view.getBigUint64(at)) : -1;
    if (value < 0) throw new Error(`iloc field of ${size} bytes`);
    at += size;
    return value;
  };
  const itemCount = version < 2 ? view.getUint16(at) : view.getUint32(at);
  at += version < 2 ? 2 : 4;
  for (let item = 0; item < itemCount && at < iloc.end; item += 1) {
    const id = version < 2 ? view.getUint16(at) : view.getUint32(at);
    at += version < 2 ? 2 : 4;
    // Construction method (versions 1 and 2): only 0, offsets into the file, is read here.
    const method = version === 1 || version === 2 ? view.getUint16(at) & 0xf : 0;
    if (version === 1 || version === 2) at += 2;
    at += 2; // data reference index
    const base = read(baseOffsetSize);
    const extentCount = view.getUint16(at);
    at += 2;
    let first: { offset: number; length: number } | null = null;
    for (let extent = 0; extent < extentCount; extent += 1) {
      read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      first ??= { offset: base + offset, length };
    }
    if (id === itemId) return method === 0 && extentCount === 1 ? first : null;
  }
  return null;
}

function fourCc(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}
