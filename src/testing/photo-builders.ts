import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * Each image built is its own: the site stores the same bytes once (a second
 * upload of them is answered "already sent"), so two calls must never give
 * the same file. A JPEG carries a comment (COM segment) saying which call
 * made it, a PNG a corner pixel of its own colour; the rest is as asked.
 */
let built = 0;
function ownMark(): number {
  built += 1;
  return (built * 7919 + Math.floor(Math.random() * 7919)) % 16_777_216;
}

/** The JPEG with a comment segment after its APPn segments (JFIF, Exif stay first): decoders skip it, the bytes differ. */
function withComment(jpeg: Buffer, comment: string): Buffer {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff && (jpeg[at + 1] ?? 0) >= 0xe0 && (jpeg[at + 1] ?? 0) <= 0xef) {
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  const text = Buffer.from(comment, "latin1");
  const length = text.length + 2;
  return Buffer.concat([
    jpeg.subarray(0, at),
    Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]),
    text,
    jpeg.subarray(at),
  ]);
}

interface JpegOptions {
  width?: number;
  height?: number;
  orientation?: number;
  gps?: boolean;
}

/** Each kind of JPEG asked for, encoded once per test file: every call adds its own comment to a copy. */
const jpegs = new Map<string, Promise<Buffer>>();

/** A JPEG of the given size in one colour; overrides add EXIF; no two alike. */
export async function aJpeg({
  width = 400,
  height = 200,
  orientation,
  gps = false,
}: JpegOptions = {}): Promise<Buffer> {
  const kind = JSON.stringify([width, height, orientation ?? null, gps]);
  let encoded = jpegs.get(kind);
  if (!encoded) {
    encoded = encodeJpeg({ width, height, orientation, gps });
    jpegs.set(kind, encoded);
  }
  return withComment(await encoded, `test photo ${ownMark()} ${built}`);
}

async function encodeJpeg({
  width,
  height,
  orientation,
  gps,
}: Required<Omit<JpegOptions, "orientation">> & JpegOptions) {
  let image = sharp({ create: { width, height, channels: 3, background: "#3366aa" } }).jpeg({ quality: 90 });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: "TestCam", Model: "Secret Phone" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "26/1 15/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "27/1 51/1 0/1" },
    });
  }
  if (orientation !== undefined) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

function ownColour() {
  const value = ownMark();
  return { r: value >> 16, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** A PNG with transparency; no two alike (a corner pixel of its own colour). */
export async function aPng({ width = 64, height = 48 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#aa336688" } })
    .composite([{ input: { create: { width: 1, height: 1, channels: 3, background: ownColour() } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** Request init for POST /api/photos as the upload panel sends it. */
export function photoRequest(
  body: Uint8Array,
  { name = "IMG_0001.jpg", type = "image/jpeg" }: { name?: string | null; type?: string } = {},
): RequestInit {
  const headers: Record<string, string> = { "Content-Type": type };
  if (name !== null) headers["X-File-Name"] = encodeURIComponent(name);
  return { method: "POST", body: new Uint8Array(body), headers };
}

/** Every file under `dir`, relative, sorted; [] when the folder does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}
