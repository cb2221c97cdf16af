/**
 * The hero's particle field as numbers: where the points are, how the cloud
 * turns and sways over time, and where a point lands on screen. The WebGL
 * renderer draws it live; the still fallback draws its first frame from the
 * same seeded points, so the two look alike and the switch between them is
 * hardly visible.
 */

/** Spec section 9. */
export const PARTICLE_COUNT = 200;
export const PARTICLE_SPREAD = 10;
export const PARTICLE_SPEED = 0.1;
export const PARTICLE_BASE_SIZE = 100;
export const PARTICLE_COLOR = "#555c78";

/** The original's camera: 15° vertical field of view, 20 units in front of the cloud (OGL's near and far planes). */
export const CAMERA_FOV_DEGREES = 15;
export const CAMERA_DISTANCE = 20;
export const CAMERA_NEAR = 0.1;
export const CAMERA_FAR = 100;

/** The cloud is stretched this much more in depth than across (done in the vertex shader). */
export const DEPTH_STRETCH = 10;
/** How far (in cloud units) each point sways on each axis: a random amount between these. */
export const SWAY_MIN = 0.1;
export const SWAY_MAX = 1.5;
/** Colour shimmer: ± this much on each channel (0 to 1 scale) around PARTICLE_COLOR. */
export const SHIMMER = 0.2;
/**
 * The original added 0.01 × speed to the z rotation every frame, so it spun
 * twice as fast on a 120 Hz screen; we turn the same amount per 60 Hz frame.
 */
export const Z_SPIN_PER_FRAME = 0.01 * PARTICLE_SPEED;
export const FRAME_MS = 1000 / 60;

/** One fixed seed: the prerendered still and the hydrated page must draw the same points. */
export const PARTICLE_SEED = 0x5eed_2025;

export type Vec3 = readonly [number, number, number];

export interface Particle {
  /** Inside the unit sphere; the shader scales it by PARTICLE_SPREAD. */
  position: Vec3;
  /** Four numbers in [0, 1) that give the point its size, sway speeds, phases and shimmer. */
  random: readonly [number, number, number, number];
}

/** A small, fast seeded generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Points spread evenly through the unit sphere, as in the original: a random
 * direction (rejection sampling in the cube), scaled by the cube root of a
 * random number so the outer shells, which hold more volume, get more points.
 */
export function createParticles(seed = PARTICLE_SEED, count = PARTICLE_COUNT): Particle[] {
  const random = seededRandom(seed);
  const particles: Particle[] = [];
  while (particles.length < count) {
    const x = random() * 2 - 1;
    const y = random() * 2 - 1;
    const z = random() * 2 - 1;
    const lengthSquared = x * x + y * y + z * z;
    if (lengthSquared > 1 || lengthSquared === 0) continue;
    const scale = Math.cbrt(random()) / Math.sqrt(lengthSquared);
    particles.push({
      position: [x * scale, y * scale, z * scale],
      random: [random(), random(), random(), random()],
    });
  }
  return particles;
}

export interface FieldPose {
  /** The shader's clock in seconds (already slowed by PARTICLE_SPEED). */
  time: number;
  /** Euler angles in radians, applied in OGL's default YXZ order. */
  rotation: Vec3;
}

/** The cloud's clock and rotation after it has been animating for `runningMs` milliseconds. */
export function fieldPose(runningMs: number): FieldPose {
  const fieldMs = runningMs * PARTICLE_SPEED;
  return {
    time: fieldMs * 0.001,
    rotation: [
      0.1 * Math.sin(fieldMs * 0.0002),
      0.15 * Math.cos(fieldMs * 0.0005),
      (Z_SPIN_PER_FRAME * runningMs) / FRAME_MS,
    ],
  };
}

/** A point's own sway at a given time: each axis on its own sine wave (mirrors the vertex shader). */
export function sway(random: Particle["random"], time: number): Vec3 {
  const [a, b, c, d] = random;
  const amplitude = (t: number) => SWAY_MIN + (SWAY_MAX - SWAY_MIN) * t;
  return [
    Math.sin(time * c + 2 * Math.PI * d) * amplitude(a),
    Math.sin(time * b + 2 * Math.PI * a) * amplitude(d),
    Math.sin(time * d + 2 * Math.PI * b) * amplitude(c),
  ];
}

/** Rotates by Euler angles in YXZ order, as OGL's Transform does: R = Ry · Rx · Rz. */
export function rotateYXZ([x, y, z]: Vec3, [ax, ay, az]: Vec3): Vec3 {
  const x1 = x * Math.cos(az) - y * Math.sin(az);
  const y1 = x * Math.sin(az) + y * Math.cos(az);
  const y2 = y1 * Math.cos(ax) - z * Math.sin(ax);
  const z2 = y1 * Math.sin(ax) + z * Math.cos(ax);
  return [x1 * Math.cos(ay) + z2 * Math.sin(ay), y2, -x1 * Math.sin(ay) + z2 * Math.cos(ay)];
}

/** The disc's size factor, 0.5 to 1.5 (the original's size randomness of 1). */
export function sizeFactor(random: Particle["random"]): number {
  return 0.5 + random[0];
}

export interface ProjectedParticle {
  /** Position on screen in units of half the field's height, from its centre (y up). */
  x: number;
  y: number;
  /** Disc diameter in CSS pixels (gl_PointSize before the device pixel ratio). */
  diameter: number;
  /** The shimmer's brightness offset at the disc's centre, −SHIMMER to +SHIMMER. */
  shimmer: number;
}

const HALF_FOV_TAN = Math.tan((CAMERA_FOV_DEGREES * Math.PI) / 360);

/**
 * Where the vertex shader puts a point for a given pose, or null when the
 * camera clips it (behind the near plane, beyond the far plane, or above or
 * below the frame). The horizontal extent depends on the screen's aspect
 * ratio, so horizontal clipping is left to the caller.
 */
export function projectParticle(particle: Particle, pose: FieldPose): ProjectedParticle | null {
  const [px, py, pz] = particle.position;
  const [rx, ry, rz] = rotateYXZ(
    [px * PARTICLE_SPREAD, py * PARTICLE_SPREAD, pz * PARTICLE_SPREAD * DEPTH_STRETCH],
    pose.rotation,
  );
  const [sx, sy, sz] = sway(particle.random, pose.time);
  const viewX = rx + sx;
  const viewY = ry + sy;
  const viewZ = rz + sz - CAMERA_DISTANCE;
  const depth = -viewZ;
  if (depth < CAMERA_NEAR || depth > CAMERA_FAR) return null;
  const y = viewY / (depth * HALF_FOV_TAN);
  if (Math.abs(y) > 1) return null;
  return {
    x: viewX / (depth * HALF_FOV_TAN),
    y,
    diameter: (PARTICLE_BASE_SIZE * sizeFactor(particle.random)) / Math.hypot(viewX, viewY, viewZ),
    shimmer: SHIMMER * Math.sin(0.5 + pose.time + 2 * Math.PI * particle.random[1]),
  };
}

/** "#555c78" → [0.33, 0.36, 0.47]: channels from 0 to 1, as shaders take them. */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** [0.33, 0.36, 0.47] → "#555c78", each channel clamped to 0–1. */
export function rgbToHex(channels: readonly number[]): string {
  const byte = (channel: number) => Math.round(Math.min(Math.max(channel, 0), 1) * 255);
  return `#${channels.map((channel) => byte(channel).toString(16).padStart(2, "0")).join("")}`;
}
