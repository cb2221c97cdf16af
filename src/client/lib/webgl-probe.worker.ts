/**
 * Asks for a WebGL context off the page's thread: creating one costs tens of
 * milliseconds on a cheap phone (about 65 ms at 4x CPU throttling), long
 * enough to stall a tap. Answers "gpu", "software" (it draws on the CPU), or
 * "none" (no context here: an OffscreenCanvas without WebGL, e.g. Safari 16,
 * or a GPU refused for its performance; the page then asks on its own thread).
 */
import { probeCanvas } from "./webgl.ts";

postMessage(probeCanvas(new OffscreenCanvas(1, 1)));
