import {
  createParticles,
  fieldPose,
  hexToRgb,
  PARTICLE_COLOR,
  type ProjectedParticle,
  projectParticle,
  rgbToHex,
} from "./particle-model.ts";

/**
 * How wide (in half-heights from the centre) the still is drawn: enough for a
 * 2.5:1 screen. It is scaled to the field's height and cropped at the sides,
 * as the camera's fixed vertical field of view does.
 */
export const STILL_HALF_WIDTH = 2.5;

export interface StillDisc {
  x: number;
  y: number;
  diameter: number;
  color: string;
}

/** The live field's first frame, drawn by the camera of particle-model.ts, rounded for compact markup. */
export function stillDiscs(colour: string = PARTICLE_COLOR): StillDisc[] {
  const pose = fieldPose(0);
  const base = hexToRgb(colour);
  return createParticles()
    .map((particle) => projectParticle(particle, pose))
    .filter((disc): disc is ProjectedParticle => disc !== null && Math.abs(disc.x) <= STILL_HALF_WIDTH)
    .map((disc) => ({
      x: round(disc.x, 3),
      // SVG's y axis points down.
      y: round(-disc.y, 3),
      diameter: round(disc.diameter, 1),
      color: rgbToHex(base.map((channel) => channel + disc.shimmer)),
    }));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor || 0;
}

/**
 * The particle field without JavaScript or WebGL, as SVG markup: part of the
 * prerendered HTML, so it shows at first paint and never moves the layout. The
 * page's script neither carries nor redraws it (particle-field.tsx). Each disc
 * is a zero-length stroke with round caps whose width does not scale
 * (non-scaling-stroke): positions follow the field's size like the camera's,
 * while disc sizes stay in CSS pixels like gl_PointSize.
 */
export function stillMarkup(colour?: string): string {
  const paths = stillDiscs(colour).map(
    (disc) =>
      `<path d="M${disc.x} ${disc.y}h0" stroke="${disc.color}" stroke-width="${disc.diameter}" vector-effect="non-scaling-stroke"></path>`,
  );
  return (
    `<svg class="h-full w-full" viewBox="${-STILL_HALF_WIDTH} -1 ${2 * STILL_HALF_WIDTH} 2" preserveAspectRatio="xMidYMid slice"` +
    ` fill="none" stroke-linecap="round" aria-hidden="true" focusable="false">${paths.join("")}</svg>`
  );
}
