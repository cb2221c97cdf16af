/**
 * The small picture of a photo its row shows (issue 31, part 8): made once,
 * when the photo is chosen, so a list of 12-megapixel photos does not sit
 * blank while a cheap phone decodes each one again into 56 pixels. Kept with
 * the photo while it is sent, and with the photos sent for "Photos you sent
 * from this device". One is made at a time: thirty at once would hold thirty
 * decoded photos in a phone's memory.
 */

/** The preview's side in pixels: a 56 px thumbnail on a screen of up to 2.5 device pixels per CSS pixel. */
export const PREVIEW_EDGE = 144;
const PREVIEW_QUALITY = 0.7;

let previous: Promise<unknown> = Promise.resolve();

/** A PREVIEW_EDGE square JPEG of the photo's middle, upright; null when this browser cannot decode it (HEIC outside Safari). */
export function makePreview(photo: Blob): Promise<Blob | null> {
  const next = previous.then(() => drawPreview(photo));
  previous = next.catch(() => null);
  return next;
}

async function drawPreview(photo: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== "function") return null;
  let bitmap: ImageBitmap;
  try {
    // Decoded at twice the preview's width: enough for the short side of a landscape photo, and far less memory.
    bitmap = await createImageBitmap(photo, {
      imageOrientation: "from-image",
      resizeWidth: PREVIEW_EDGE * 2,
      resizeQuality: "medium",
    });
  } catch {
    return null;
  }
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const crop = { x: (bitmap.width - side) / 2, y: (bitmap.height - side) / 2, side };
    return await drawSquare(bitmap, crop);
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

async function drawSquare(bitmap: ImageBitmap, crop: { x: number; y: number; side: number }): Promise<Blob | null> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    // JPEG has no transparency: a transparent PNG's preview is on white, as its copy will be.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, PREVIEW_EDGE, PREVIEW_EDGE);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, crop.x, crop.y, crop.side, crop.side, 0, 0, PREVIEW_EDGE, PREVIEW_EDGE);
  };
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(PREVIEW_EDGE, PREVIEW_EDGE);
    const context = canvas.getContext("2d");
    if (!context) return null;
    draw(context);
    return canvas.convertToBlob({ type: "image/jpeg", quality: PREVIEW_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = PREVIEW_EDGE;
  canvas.height = PREVIEW_EDGE;
  const context = canvas.getContext("2d");
  if (!context) return null;
  draw(context);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", PREVIEW_QUALITY));
}
