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

/** What a WebGL context reports: drawn on the GPU, drawn on the CPU, or no context at all. */
export type WebGLProbe = "gpu" | "software" | "none";

/** Asks `canvas` for a context (the page's or the worker's), says what draws it, and lets the context go. */
export function probeCanvas(canvas: HTMLCanvasElement | OffscreenCanvas): WebGLProbe {
  const gl =
    canvas.getContext("webgl2", WEBGL_CONTEXT_ATTRIBUTES) ?? canvas.getContext("webgl", WEBGL_CONTEXT_ATTRIBUTES);
  if (gl === null) return "none";
  const answer = isSoftwareRenderer(gl) ? "software" : "gpu";
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return answer;
}

/** The worker's answer, or "none" when it cannot be asked (no OffscreenCanvas, its script not fetched offline). */
function probeInWorker(): Promise<WebGLProbe> {
  if (typeof Worker !== "function" || typeof OffscreenCanvas !== "function") return Promise.resolve("none");
  return new Promise((resolve) => {
    let worker: Worker;
    const settle = (answer: WebGLProbe) => {
      worker.terminate();
      resolve(answer);
    };
    try {
      worker = new Worker(new URL("./webgl-probe.worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve("none");
      return;
    }
    worker.onmessage = (event: MessageEvent<WebGLProbe>) => settle(event.data);
    worker.onerror = () => settle("none");
  });
}

let probed: Promise<boolean> | undefined;

/**
 * True when the device can draw WebGL on its GPU (or the URL forces it).
 * Probed once per page, in a worker where it can be, so the page's thread
 * never waits for a context it may not use.
 */
export function canUseWebGL(): Promise<boolean> {
  if (isWebGLForced()) return Promise.resolve(true);
  probed ??= probeInWorker().then(
    // Tens of milliseconds on a cheap phone's page thread: only when the worker could not ask.
    (answer) => (answer === "none" ? probeCanvas(document.createElement("canvas")) : answer) === "gpu",
  );
  return probed;
}

/** Animated WebGL runs only with the GPU and without a reduced-motion preference (forcing overrides both). */
export async function shouldAnimateWebGL(): Promise<boolean> {
  return isWebGLForced() || (!prefersReducedMotion() && (await canUseWebGL()));
}

/** Device pixel ratio for canvases, capped at 2: sharper than that costs fill rate for nothing a guest sees. */
export function cappedPixelRatio(): number {
  return Math.min(window.devicePixelRatio || 1, 2);
}
