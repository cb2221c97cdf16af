/**
 * The live particle field in WebGL (OGL). Loaded on demand by ParticleField,
 * so none of this reaches the first-paint bundle.
 */
import { Camera, Geometry, Mesh, Program, Renderer } from "ogl";
import { observeOnScreen } from "../../../lib/use-near-viewport.ts";
import { cappedPixelRatio, webglContextAttributes } from "../../../lib/webgl.ts";
import {
  CAMERA_DISTANCE,
  CAMERA_FAR,
  CAMERA_FOV_DEGREES,
  CAMERA_NEAR,
  createParticles,
  DEPTH_STRETCH,
  fieldPose,
  hexToRgb,
  PARTICLE_BASE_SIZE,
  PARTICLE_SPREAD,
  SHIMMER,
  SWAY_MAX,
  SWAY_MIN,
} from "./particle-model.ts";

/** How far (in cloud units) the cloud drifts away from the pointer at the screen's edge, and how fast it follows. */
const POINTER_FOLLOW = 0.5;
const POINTER_EASING = 0.05;
/** A frame that comes later than this (a stalled tab) advances the animation by this much only. */
const MAX_FRAME_GAP_MS = 100;

// Mirrors sway() and projectParticle() in particle-model.ts, which draw the still.
const VERTEX_SHADER = /* glsl */ `
attribute vec3 position;
attribute vec4 random;

uniform mat4 modelMatrix;
uniform mat4 viewMatrix;
uniform mat4 projectionMatrix;
uniform float uTime;
uniform float uSpread;
uniform float uDepthStretch;
uniform float uSwayMin;
uniform float uSwayMax;
uniform float uBaseSize;
uniform float uPixelRatio;

varying vec4 vRandom;

void main() {
  vRandom = random;
  vec3 pos = position * uSpread;
  pos.z *= uDepthStretch;
  vec4 mPos = modelMatrix * vec4(pos, 1.0);
  mPos.x += sin(uTime * random.z + 6.2831853 * random.w) * mix(uSwayMin, uSwayMax, random.x);
  mPos.y += sin(uTime * random.y + 6.2831853 * random.x) * mix(uSwayMin, uSwayMax, random.w);
  mPos.z += sin(uTime * random.w + 6.2831853 * random.y) * mix(uSwayMin, uSwayMax, random.z);
  vec4 mvPos = viewMatrix * mPos;
  gl_PointSize = uBaseSize * (0.5 + random.x) * uPixelRatio / length(mvPos.xyz);
  gl_Position = projectionMatrix * mvPos;
}
`;

// Hard-edged opaque discs with a faint shimmer across each one.
const FRAGMENT_SHADER = /* glsl */ `
precision highp float;

uniform float uTime;
uniform vec3 uColor;
uniform float uShimmer;

varying vec4 vRandom;

void main() {
  vec2 uv = gl_PointCoord.xy;
  if (length(uv - vec2(0.5)) > 0.5) discard;
  gl_FragColor = vec4(uColor + uShimmer * sin(uv.yxx + uTime + vRandom.y * 6.2831853), 1.0);
}
`;

export interface ParticleRendererOptions {
  /** The element the canvas fills; also the one watched for being on screen. */
  host: HTMLElement;
  /** The particles' colour (#rrggbb), the couple's. */
  colour: string;
  /** The first frame is on the canvas: time to fade it in. */
  onFirstFrame(): void;
  /** The render loop started (on screen, tab visible) or stopped. */
  onRunningChange(running: boolean): void;
  /** WebGL failed (context lost, shader error): the renderer has cleaned up; show the still. */
  onFailure(): void;
}

/**
 * Starts drawing into a new canvas inside `host` and returns the function that
 * stops it and releases the GL context. Never throws: a device that cannot
 * draw gets onFailure (synchronously or later) instead.
 */
export function startParticleRenderer(options: ParticleRendererOptions): () => void {
  const { host } = options;
  const canvas = document.createElement("canvas");
  canvas.style.cssText = "display:block;width:100%;height:100%";

  // OGL's Renderer cannot pass failIfMajorPerformanceCaveat, so the context is
  // made here first; OGL's own getContext() call then returns this one.
  const attributes = webglContextAttributes();
  const gl = canvas.getContext("webgl2", attributes) ?? canvas.getContext("webgl", attributes);
  if (!gl) {
    options.onFailure();
    return () => {};
  }

  let disposed = false;
  const cleanups: (() => void)[] = [() => gl.getExtension("WEBGL_lose_context")?.loseContext(), () => canvas.remove()];
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    for (const cleanup of cleanups.reverse()) cleanup();
  };
  const fail = () => {
    dispose();
    options.onFailure();
  };

  try {
    const pixelRatio = cappedPixelRatio();
    const renderer = new Renderer({
      canvas,
      webgl: gl instanceof WebGL2RenderingContext ? 2 : 1,
      dpr: pixelRatio,
      alpha: true,
      depth: false,
    });
    gl.clearColor(0, 0, 0, 0);

    const camera = new Camera(renderer.gl, { fov: CAMERA_FOV_DEGREES, near: CAMERA_NEAR, far: CAMERA_FAR });
    camera.position.z = CAMERA_DISTANCE;

    const particles = createParticles();
    const geometry = new Geometry(renderer.gl, {
      position: { size: 3, data: new Float32Array(particles.flatMap((particle) => particle.position)) },
      random: { size: 4, data: new Float32Array(particles.flatMap((particle) => particle.random)) },
    });
    const program = new Program(renderer.gl, {
      vertex: VERTEX_SHADER,
      fragment: FRAGMENT_SHADER,
      uniforms: {
        uTime: { value: 0 },
        uSpread: { value: PARTICLE_SPREAD },
        uDepthStretch: { value: DEPTH_STRETCH },
        uSwayMin: { value: SWAY_MIN },
        uSwayMax: { value: SWAY_MAX },
        uBaseSize: { value: PARTICLE_BASE_SIZE },
        uPixelRatio: { value: pixelRatio },
        uColor: { value: hexToRgb(options.colour) },
        uShimmer: { value: SHIMMER },
      },
      depthTest: false,
    });
    // OGL only logs a shader that fails to compile or link; we want the still instead.
    if (!gl.getProgramParameter(program.program, gl.LINK_STATUS)) throw new Error("particle shaders failed to link");
    const cloud = new Mesh(renderer.gl, { mode: gl.POINTS, geometry, program });

    const onContextLost = () => fail();
    canvas.addEventListener("webglcontextlost", onContextLost);
    cleanups.push(() => canvas.removeEventListener("webglcontextlost", onContextLost));

    const resize = () => {
      const { clientWidth, clientHeight } = host;
      if (clientWidth === 0 || clientHeight === 0) return;
      renderer.setSize(clientWidth, clientHeight);
      camera.perspective({ aspect: clientWidth / clientHeight });
    };
    resize();
    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(host);
    cleanups.push(() => resizeObserver.disconnect());

    // The pointer's place on the host, -1 to 1 on each axis (y up).
    const pointer = { x: 0, y: 0 };
    const onPointerMove = (event: PointerEvent) => {
      const box = host.getBoundingClientRect();
      pointer.x = ((event.clientX - box.left) / box.width) * 2 - 1;
      pointer.y = -(((event.clientY - box.top) / box.height) * 2 - 1);
    };
    window.addEventListener("pointermove", onPointerMove, { passive: true });
    cleanups.push(() => window.removeEventListener("pointermove", onPointerMove));

    let runningMs = 0;
    let lastFrameAt: number | undefined;
    let frame = 0;
    let drawn = false;
    const draw = (now: number) => {
      frame = requestAnimationFrame(draw);
      if (lastFrameAt !== undefined) runningMs += Math.min(now - lastFrameAt, MAX_FRAME_GAP_MS);
      lastFrameAt = now;
      const pose = fieldPose(runningMs);
      program.uniforms.uTime.value = pose.time;
      cloud.rotation.set(...pose.rotation);
      cloud.position.x += (-pointer.x * POINTER_FOLLOW - cloud.position.x) * POINTER_EASING;
      cloud.position.y += (-pointer.y * POINTER_FOLLOW - cloud.position.y) * POINTER_EASING;
      renderer.render({ scene: cloud, camera });
      if (!drawn) {
        drawn = true;
        options.onFirstFrame();
      }
    };

    let running = false;
    const setRunning = (visible: boolean) => {
      if (visible === running || disposed) return;
      running = visible;
      if (running) {
        lastFrameAt = undefined;
        frame = requestAnimationFrame(draw);
      } else {
        cancelAnimationFrame(frame);
      }
      options.onRunningChange(running);
    };
    cleanups.push(() => {
      cancelAnimationFrame(frame);
      if (running) options.onRunningChange(false);
    });
    cleanups.push(observeOnScreen(host, setRunning));

    host.append(canvas);
  } catch (error) {
    console.warn("The particle background shows its still image:", error);
    fail();
  }
  return dispose;
}
