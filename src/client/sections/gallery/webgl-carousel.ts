/**
 * The 3D circular carousel, drawn with ogl. Loaded with a dynamic import only
 * when the gallery nears the viewport, so none of this (nor ogl) is in the
 * first-paint bundle. `createCarousel` returns null when the device cannot
 * draw on a GPU (an expected outcome: the caller keeps the CSS strip) and
 * throws only on real faults.
 */
import { Camera, Mesh, type OGLRenderingContext, Plane, Program, Renderer, Texture, Transform } from "ogl";
import { observeOnScreen } from "../../lib/use-near-viewport.ts";
import { cappedPixelRatio, isSoftwareRenderer, isWebGLForced, webglContextAttributes } from "../../lib/webgl.ts";
import {
  arcPlacement,
  CAMERA_DISTANCE,
  CAMERA_FOV_DEGREES,
  carouselBend,
  easeToward,
  itemIndexAt,
  loopCopies,
  planeLayout,
  snapTarget,
  visibleSize,
  WHEEL_SNAP_DELAY_MS,
  wrapPosition,
} from "./carousel-math.ts";

export interface CarouselSlide {
  textureUrl: string;
  caption: string;
}

export interface CarouselOptions {
  slides: readonly CarouselSlide[];
  /** The centred slide when the carousel comes to rest, 0-based. */
  initialIndex: number;
  onIndexChange(index: number): void;
  /** Whether the render loop is running (false off-screen and in hidden tabs). */
  onRunningChange(running: boolean): void;
  /** Anything that stops drawing after start (lost context, a failing frame): the caller falls back. */
  onFailure(error: unknown): void;
  captionColour: string;
  captionFont: string;
}

export interface CarouselHandle {
  /** Moves the target by whole slides (the arrow keys). */
  step(slides: number): void;
  destroy(): void;
}

/** Caption plane height and gap under the picture, as fractions of the picture height. */
const CAPTION_HEIGHT_RATIO = 0.09;
const CAPTION_GAP_RATIO = 0.05;
/** Corner radius as a fraction of the picture width. */
const CORNER_RATIO = 0.06;

const PICTURE_VERTEX = /* glsl */ `
precision highp float;
attribute vec3 position;
attribute vec2 uv;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
uniform float uTime;
uniform float uSpeed;
varying vec2 vUv;
void main() {
  vUv = uv;
  vec3 p = position;
  // A gentle ripple in depth, stronger while the row moves.
  p.z = (sin(p.x * 4.0 + uTime) * 1.5 + cos(p.y * 2.0 + uTime) * 1.5) * (0.1 + uSpeed * 0.5);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
}`;

const PICTURE_FRAGMENT = /* glsl */ `
precision highp float;
uniform sampler2D tMap;
uniform vec2 uImageSize;
uniform vec2 uPlaneSize;
uniform float uRadius;
uniform float uLoaded;
uniform vec3 uPlaceholder;
varying vec2 vUv;
float roundedBox(vec2 p, vec2 halfSize, float radius) {
  vec2 d = abs(p) - halfSize + radius;
  return length(max(d, 0.0)) + min(max(d.x, d.y), 0.0) - radius;
}
void main() {
  // CSS object-fit: cover.
  float planeRatio = uPlaneSize.x / uPlaneSize.y;
  float imageRatio = uImageSize.x / uImageSize.y;
  vec2 scale = planeRatio < imageRatio ? vec2(planeRatio / imageRatio, 1.0) : vec2(1.0, imageRatio / planeRatio);
  vec2 uv = (vUv - 0.5) * scale + 0.5;
  vec4 colour = uLoaded > 0.5 ? texture2D(tMap, uv) : vec4(uPlaceholder, 1.0);
  float edge = roundedBox((vUv - 0.5) * uPlaneSize, uPlaneSize * 0.5, uRadius);
  float mask = 1.0 - smoothstep(-0.015, 0.015, edge);
  gl_FragColor = colour * mask;
}`;

const CAPTION_VERTEX = /* glsl */ `
precision highp float;
attribute vec3 position;
attribute vec2 uv;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`;

const CAPTION_FRAGMENT = /* glsl */ `
precision highp float;
uniform sampler2D tMap;
varying vec2 vUv;
void main() {
  gl_FragColor = texture2D(tMap, vUv);
}`;

interface Slide {
  group: Transform;
  picture: Mesh;
  caption: Mesh;
  captionAspect: number;
  /** Position in the unscrolled row, in strides. */
  order: number;
}

/** A GPU-backed context on `canvas` (any context when ?webgl=force), or null. */
function findContext(canvas: HTMLCanvasElement): { webgl: 1 | 2 } | null {
  // The shader smooths every plane's edge itself, so multisampling would only cost fill rate.
  const attributes = { ...webglContextAttributes(), antialias: false };
  const gl2 = canvas.getContext("webgl2", attributes);
  const gl = gl2 ?? canvas.getContext("webgl", attributes);
  if (!gl) return null;
  if (!isWebGLForced() && isSoftwareRenderer(gl)) {
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return null;
  }
  return { webgl: gl2 ? 2 : 1 };
}

function captionTexture(
  gl: OGLRenderingContext,
  text: string,
  font: string,
  colour: string,
): { texture: Texture; aspect: number } {
  const fontSize = 64;
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d");
  if (!context) throw new Error("2D canvas is unavailable");
  context.font = `${fontSize}px ${font}`;
  const width = Math.ceil(context.measureText(text).width) + fontSize;
  const height = Math.ceil(fontSize * 1.4);
  canvas.width = width;
  canvas.height = height;
  // Resizing the canvas reset its state.
  context.font = `${fontSize}px ${font}`;
  context.fillStyle = colour;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(text, width / 2, height / 2);
  return {
    texture: new Texture(gl, { image: canvas, generateMipmaps: false, premultiplyAlpha: true }),
    aspect: width / height,
  };
}

export function createCarousel(host: HTMLElement, options: CarouselOptions): CarouselHandle | null {
  const canvas = document.createElement("canvas");
  const context = findContext(canvas);
  if (!context) return null;
  const { webgl } = context;
  // ogl picks up the context made above (same canvas, same type), so our attributes apply.
  const renderer = new Renderer({
    canvas,
    webgl,
    dpr: cappedPixelRatio(),
    alpha: true,
    antialias: false,
    premultipliedAlpha: true,
  });
  const { gl } = renderer;
  gl.clearColor(0, 0, 0, 0);
  canvas.setAttribute("aria-hidden", "true");
  canvas.className = "block h-full w-full";

  const camera = new Camera(gl, { fov: CAMERA_FOV_DEGREES });
  camera.position.z = CAMERA_DISTANCE;
  const scene = new Transform();
  const pictureGeometry = new Plane(gl, { widthSegments: 20, heightSegments: 20 });
  const captionGeometry = new Plane(gl);

  const count = options.slides.length;
  const copies = loopCopies(count);
  const placeholder = [0.773, 0.835, 0.91]; // the theme's powder blue, until a picture arrives
  // Each picture is fetched and uploaded once; its copies along the loop share the texture and its uniforms.
  const sources = options.slides.map((source) => {
    const texture = new Texture(gl, { generateMipmaps: false, premultiplyAlpha: true });
    const imageSize = { value: [4, 5] };
    const loaded = { value: 0 };
    const image = new Image();
    image.decoding = "async";
    image.src = source.textureUrl;
    image
      .decode()
      .then(() => {
        texture.image = image;
        imageSize.value = [image.naturalWidth || 4, image.naturalHeight || 5];
        loaded.value = 1;
      })
      // A picture that fails to load keeps its placeholder; the strip would show the same broken image.
      .catch(() => undefined);
    const label = captionTexture(gl, source.caption, options.captionFont, options.captionColour);
    return { texture, imageSize, loaded, image, label };
  });
  const images = sources.map((source) => source.image);
  const slides: Slide[] = [];
  for (let order = 0; order < count * copies; order += 1) {
    const source = sources[order % count];
    if (!source) continue;
    const picture = new Mesh(gl, {
      geometry: pictureGeometry,
      program: new Program(gl, {
        vertex: PICTURE_VERTEX,
        fragment: PICTURE_FRAGMENT,
        uniforms: {
          tMap: { value: source.texture },
          uImageSize: source.imageSize,
          uPlaneSize: { value: [1, 1] },
          uRadius: { value: 0 },
          uLoaded: source.loaded,
          uPlaceholder: { value: placeholder },
          uTime: { value: 0 },
          uSpeed: { value: 0 },
        },
        transparent: true,
        depthTest: false,
        cullFace: false,
      }),
    });
    const caption = new Mesh(gl, {
      geometry: captionGeometry,
      program: new Program(gl, {
        vertex: CAPTION_VERTEX,
        fragment: CAPTION_FRAGMENT,
        uniforms: { tMap: { value: source.label.texture } },
        transparent: true,
        depthTest: false,
        cullFace: false,
      }),
    });
    const group = new Transform();
    picture.setParent(group);
    caption.setParent(group);
    group.setParent(scene);
    slides.push({ group, picture, caption, captionAspect: source.label.aspect, order });
  }

  let stride = 1;
  let loopLength = 1;
  let halfWidth = 1;
  let bend = carouselBend(window.innerWidth);
  let worldPerPixel = 1;
  let current = options.initialIndex;
  let target = options.initialIndex;

  const resize = () => {
    const width = host.clientWidth;
    const height = host.clientHeight;
    if (width === 0 || height === 0) return;
    renderer.dpr = cappedPixelRatio();
    renderer.setSize(width, height);
    camera.perspective({ aspect: width / height });
    const view = visibleSize(width / height);
    const plane = planeLayout(view.height);
    // Keep the same picture centred when the stride changes.
    current = (current / stride) * plane.stride;
    target = (target / stride) * plane.stride;
    stride = plane.stride;
    loopLength = stride * count * copies;
    halfWidth = view.width / 2;
    worldPerPixel = view.width / width;
    bend = carouselBend(window.innerWidth);
    const captionHeight = plane.height * CAPTION_HEIGHT_RATIO;
    for (const slide of slides) {
      slide.picture.scale.set(plane.width, plane.height, 1);
      slide.picture.program.uniforms.uPlaneSize.value = [plane.width, plane.height];
      slide.picture.program.uniforms.uRadius.value = plane.width * CORNER_RATIO;
      slide.caption.scale.set(captionHeight * slide.captionAspect, captionHeight, 1);
      slide.caption.position.y = -plane.height / 2 - plane.height * CAPTION_GAP_RATIO - captionHeight / 2;
    }
  };
  // The first layout works in strides of 1, so the initial index becomes a position.
  resize();

  let reportedIndex = options.initialIndex;
  const setTarget = (next: number) => {
    target = next;
    const index = itemIndexAt(target, stride, count);
    if (index !== reportedIndex) {
      reportedIndex = index;
      options.onIndexChange(index);
    }
  };
  const snap = () => setTarget(snapTarget(target, stride));

  let time = 0;
  let lastFrame = 0;
  let frame = 0;
  let running = false;
  let failed = false;

  const draw = (now: number) => {
    const frames = Math.min((now - lastFrame) / (1000 / 60), 6);
    lastFrame = now;
    const previous = current;
    current = easeToward(current, target, frames);
    const speed = Math.min(Math.abs(current - previous) / Math.max(frames, 1e-3), 1);
    time += frames * 0.04;
    for (const slide of slides) {
      const x = wrapPosition(slide.order * stride - current, loopLength);
      const { y, rotationZ } = arcPlacement(x, bend, halfWidth);
      slide.group.position.set(x, y, 0);
      slide.group.rotation.z = rotationZ;
      slide.picture.program.uniforms.uTime.value = time + slide.order;
      slide.picture.program.uniforms.uSpeed.value = speed;
    }
    renderer.render({ scene, camera });
  };

  const tick = (now: number) => {
    try {
      draw(now);
      frame = requestAnimationFrame(tick);
    } catch (error) {
      fail(error);
    }
  };

  const setRunning = (next: boolean) => {
    if (next === running || failed) return;
    running = next;
    if (running) {
      lastFrame = performance.now();
      frame = requestAnimationFrame(tick);
    } else {
      cancelAnimationFrame(frame);
    }
    options.onRunningChange(running);
  };

  let wheelTimer: ReturnType<typeof setTimeout> | undefined;
  const onWheel = (event: WheelEvent) => {
    const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
    const delta = horizontal ? event.deltaX : event.deltaY;
    const unit =
      event.deltaMode === WheelEvent.DOM_DELTA_LINE
        ? 16
        : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
          ? host.clientWidth
          : 1;
    // Horizontal swipes belong to the carousel; vertical wheeling keeps scrolling the page and turns the row as it passes.
    if (horizontal) event.preventDefault();
    setTarget(target + delta * unit * worldPerPixel);
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(snap, WHEEL_SNAP_DELAY_MS);
  };

  let drag: { pointerId: number; startX: number; startTarget: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    drag = { pointerId: event.pointerId, startX: event.clientX, startTarget: target };
    host.setPointerCapture(event.pointerId);
    host.dataset.dragging = "true";
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag?.pointerId !== event.pointerId) return;
    // The row follows the pointer; touch-action: pan-y leaves vertical swipes to the page.
    setTarget(drag.startTarget - (event.clientX - drag.startX) * worldPerPixel);
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (drag?.pointerId !== event.pointerId) return;
    drag = null;
    delete host.dataset.dragging;
    snap();
  };

  function fail(error: unknown) {
    if (failed) return;
    setRunning(false);
    failed = true;
    options.onFailure(error);
  }
  const onContextLost = (event: Event) => {
    event.preventDefault();
    fail(new Error("The WebGL context was lost"));
  };

  const resizeObserver = new ResizeObserver(() => {
    resize();
    if (!running && !failed) draw(performance.now());
  });
  resizeObserver.observe(host);
  host.addEventListener("wheel", onWheel, { passive: false });
  host.addEventListener("pointerdown", onPointerDown);
  host.addEventListener("pointermove", onPointerMove);
  host.addEventListener("pointerup", onPointerEnd);
  host.addEventListener("pointercancel", onPointerEnd);
  canvas.addEventListener("webglcontextlost", onContextLost);
  host.append(canvas);
  // Draw once now, so the canvas never shows blank while the loop waits for the observer.
  draw(performance.now());
  const stopObserving = observeOnScreen(host, setRunning);

  return {
    step(by) {
      setTarget(snapTarget(target, stride) + by * stride);
    },
    destroy() {
      setRunning(false);
      failed = true;
      stopObserving();
      resizeObserver.disconnect();
      clearTimeout(wheelTimer);
      host.removeEventListener("wheel", onWheel);
      host.removeEventListener("pointerdown", onPointerDown);
      host.removeEventListener("pointermove", onPointerMove);
      host.removeEventListener("pointerup", onPointerEnd);
      host.removeEventListener("pointercancel", onPointerEnd);
      canvas.removeEventListener("webglcontextlost", onContextLost);
      for (const image of images) image.src = "";
      gl.getExtension("WEBGL_lose_context")?.loseContext();
      canvas.remove();
      delete host.dataset.dragging;
    },
  };
}
