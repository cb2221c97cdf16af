/**
 * Asks for a WebGL context off the page's thread: creating one costs tens of
 * milliseconds on a cheap phone (about 65 ms at 4x CPU throttling), long
 * enough to stall a tap. Answers "gpu", "software" (it draws on the CPU), or
 * "none" (no context here: an OffscreenCanvas without WebGL, e.g. Safari 16,
 * or a GPU refused for its performance; the page then asks on its own thread).
 */
import { isSoftwareRenderer, WEBGL_CONTEXT_ATTRIBUTES, type WebGLProbe } from "./webgl.ts";

const canvas = new OffscreenCanvas(1, 1);
const gl =
  canvas.getContext("webgl2", WEBGL_CONTEXT_ATTRIBUTES) ?? canvas.getContext("webgl", WEBGL_CONTEXT_ATTRIBUTES);
const answer: WebGLProbe = gl === null ? "none" : isSoftwareRenderer(gl) ? "software" : "gpu";
gl?.getExtension("WEBGL_lose_context")?.loseContext();
postMessage(answer);
