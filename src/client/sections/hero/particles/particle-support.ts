import {
  isWebGLForced,
  prefersReducedMotion,
  shouldAnimateWebGL,
  WEBGL_CONTEXT_ATTRIBUTES,
} from "../../../lib/webgl.ts";

/** Renderer names of WebGL drawn on the CPU (Chromium's SwiftShader, Mesa's llvmpipe and softpipe, Windows' WARP). */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Whether the live particle field should run: the page's WebGL rule
 * (shouldAnimateWebGL), and not on a software renderer. The second check is
 * needed because failIfMajorPerformanceCaveat does not refuse SwiftShader in
 * headless Chromium (156 here), so test browsers and Lighthouse would
 * otherwise get WebGL drawn on the CPU. ?webgl=force still forces it.
 */
export function shouldRunParticles(): boolean {
  if (isWebGLForced()) return true;
  // Cheapest first, and our probe before the shared one: a device without a GPU pays for one probe only.
  if (prefersReducedMotion() || drawsInSoftware()) return false;
  return shouldAnimateWebGL();
}

/** True when WebGL would be drawn on the CPU, or not at all. */
function drawsInSoftware(): boolean {
  const canvas = document.createElement("canvas");
  // The probe needs no pixels; a 1×1 drawing buffer makes the context cheaper to create.
  canvas.width = 1;
  canvas.height = 1;
  const gl = canvas.getContext("webgl", WEBGL_CONTEXT_ATTRIBUTES);
  if (!gl) return true;
  // Where the unmasked name is hidden, RENDERER is the best the browser tells.
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return SOFTWARE_RENDERER.test(name);
}
