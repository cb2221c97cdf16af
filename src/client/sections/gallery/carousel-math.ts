/**
 * The circular carousel's geometry and motion, free of WebGL and React so it
 * can be unit-tested. Distances are world units of the 3D scene unless named
 * otherwise.
 */

/** Spec section 9: the scroll moves 5 % of the way to its target per 60 Hz frame. */
export const SCROLL_EASE = 0.05;
/** Spec section 9: the wheel snaps 200 ms after its last event. */
export const WHEEL_SNAP_DELAY_MS = 200;
/** Spec section 9: bend 1.5 and height 400 px under 768 px of viewport width, else bend 3 and 600 px. */
export const GALLERY_MOBILE_MAX_WIDTH = 767;
export const CAMERA_FOV_DEGREES = 45;
export const CAMERA_DISTANCE = 20;
/** Planes are 0.6 of the visible height tall and 7:9 wide (280 × 360 px in a 600 px tall carousel). */
export const PLANE_HEIGHT_RATIO = 0.6;
export const PLANE_ASPECT = 7 / 9;
export const PLANE_GAP = 2;

/**
 * The row repeats its pictures until it holds at least this many planes, so
 * the loop never shows a gap, nor a plane jumping from one end to the other
 * in view: a 600 px tall carousel shows about 1.7 planes per unit of aspect
 * ratio, so 14 covers screens up to about 7:1 (the spec's 7 pictures, twice).
 */
export const MIN_LOOP_PLANES = 14;

/** How many times the row repeats `count` pictures: at least twice, and at least MIN_LOOP_PLANES planes. */
export function loopCopies(count: number): number {
  return Math.max(2, Math.ceil(MIN_LOOP_PLANES / Math.max(count, 1)));
}

export function carouselBend(viewportWidthPx: number): number {
  return viewportWidthPx <= GALLERY_MOBILE_MAX_WIDTH ? 1.5 : 3;
}

/** The scene's visible width and height at the planes' depth. */
export function visibleSize(aspect: number): { width: number; height: number } {
  const height = 2 * Math.tan(((CAMERA_FOV_DEGREES / 2) * Math.PI) / 180) * CAMERA_DISTANCE;
  return { width: height * aspect, height };
}

/** A plane's size and the distance from one plane's centre to the next. */
export function planeLayout(visibleHeight: number): { width: number; height: number; stride: number } {
  const height = visibleHeight * PLANE_HEIGHT_RATIO;
  const width = height * PLANE_ASPECT;
  return { width, height, stride: width + PLANE_GAP };
}

/**
 * Where a plane at horizontal position `x` sits on the bent row: with bend B
 * the row follows a circle of radius R = (H² + B²) / 2|B| through the centre
 * and the two visible edges (±H), so a plane drops by R − √(R² − x²) and tilts
 * to stay tangent. Past the edges it keeps the drop and tilt it has at H.
 * Positive B makes an arch (the ends lower than the middle).
 */
export function arcPlacement(x: number, bend: number, halfWidth: number): { y: number; rotationZ: number } {
  if (bend === 0 || halfWidth <= 0) return { y: 0, rotationZ: 0 };
  const b = Math.abs(bend);
  const radius = (halfWidth * halfWidth + b * b) / (2 * b);
  const along = Math.min(Math.abs(x), halfWidth);
  const drop = radius - Math.sqrt(radius * radius - along * along);
  const tilt = Math.sign(x) * Math.asin(along / radius);
  // `+ 0` turns −0 into 0, so the centre plane reads as exactly level.
  return bend > 0 ? { y: -drop + 0, rotationZ: -tilt + 0 } : { y: drop, rotationZ: tilt };
}

/**
 * One easing step toward `target`. `frames` is the elapsed time in 60 Hz
 * frames, so the motion feels the same on 120 Hz screens and after a dropped
 * frame. Within `epsilon` it lands exactly, so the scene can tell it is still.
 */
export function easeToward(current: number, target: number, frames = 1, ease = SCROLL_EASE, epsilon = 1e-3): number {
  const next = current + (target - current) * (1 - (1 - ease) ** frames);
  return Math.abs(target - next) < epsilon ? target : next;
}

/** The scroll position of the whole item nearest to `target`. */
export function snapTarget(target: number, stride: number): number {
  return Math.round(target / stride) * stride + 0; // no −0
}

/** Which of `count` items is centred at scroll position `target` (the row repeats every `count` items). */
export function itemIndexAt(target: number, stride: number, count: number): number {
  const index = Math.round(target / stride) % count;
  return index < 0 ? index + count : index + 0;
}

/**
 * A plane's on-screen x once the row loops: every `loopLength` the row
 * repeats, so a plane that leaves one end reappears a loop length away at the
 * other. The result lies in [−loopLength / 2, loopLength / 2).
 */
export function wrapPosition(x: number, loopLength: number): number {
  const half = loopLength / 2;
  const shifted = (((x + half) % loopLength) + loopLength) % loopLength;
  return shifted - half;
}
