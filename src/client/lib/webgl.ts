/**
 * Whether a WebGL effect should run (docs/decisions/009-webgl-effects-with-still-fallbacks.md): only where the GPU
 * would draw it (failIfMajorPerformanceCaveat refuses software rendering, so
 * headless test browsers and blocklisted GPUs get the still fallback), never
 * with reduced motion, and always when the page URL says ?webgl=force.
 */
export const WEBGL_CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  failIfMajorPerformanceCaveat: true,
  antialias: true,
  alpha: true,
  powerPreference: "low-power",
};

export function isWebGLForced(): boolean {
  return new URLSearchParams(window.location.search).get("webgl") === "force";
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The attributes to create a context with: forcing drops the performance-caveat check. */
export function webglContextAttributes(): WebGLContextAttributes {
  return isWebGLForced()
    ? { ...WEBGL_CONTEXT_ATTRIBUTES, failIfMajorPerformanceCaveat: false }
    : WEBGL_CONTEXT_ATTRIBUTES;
}

/**
 * ANGLE on SwiftShader, Mesa's llvmpipe and friends. Chromium (seen in 156,
 * headless) still hands these out despite failIfMajorPerformanceCaveat, so
 * the renderer's name is checked too.
 */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** True when the context draws on the CPU, where effects would cost the page its smoothness. */
export function isSoftwareRenderer(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = `${gl.getParameter(gl.RENDERER)} ${info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : ""}`;
  return SOFTWARE_RENDERER.test(renderer);
}

let cached: boolean | undefined;

/** True when the device can draw WebGL on its GPU (or the URL forces it). Probed once per page. */
export function canUseWebGL(): boolean {
  if (isWebGLForced()) return true;
  if (cached === undefined) {
    const canvas = document.createElement("canvas");
    const gl =
      canvas.getContext("webgl2", WEBGL_CONTEXT_ATTRIBUTES) ?? canvas.getContext("webgl", WEBGL_CONTEXT_ATTRIBUTES);
    cached = gl !== null && !isSoftwareRenderer(gl);
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
  }
  return cached;
}

/** Animated WebGL runs only with the GPU and without a reduced-motion preference (forcing overrides both). */
export function shouldAnimateWebGL(): boolean {
  return isWebGLForced() || (!prefersReducedMotion() && canUseWebGL());
}

/** Device pixel ratio for canvases, capped at 2: sharper than that costs fill rate for nothing a guest sees. */
export function cappedPixelRatio(): number {
  return Math.min(window.devicePixelRatio || 1, 2);
}
