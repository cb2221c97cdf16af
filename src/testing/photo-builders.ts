import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** A JPEG of the given size with a gradient (so it is not trivially compressible); overrides add EXIF. */
export async function aJpeg({
  width = 400,
  height = 200,
  orientation,
  gps = false,
}: {
  width?: number;
  height?: number;
  orientation?: number;
  gps?: boolean;
} = {}): Promise<Buffer> {
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

export async function aPng({ width = 64, height = 48 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#aa336688" } })
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
