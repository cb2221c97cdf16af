/**
 * The site's designs (issue 36, part 3): one strong idea each, carried through the whole page, working with any
 * palette and any number of events and sections. The content chooses one (`site.design`); the shipped example keeps
 * the spec's look, `classic`.
 */
export const DESIGNS = ["classic", "portrait", "monogram", "modern"] as const;
export type Design = (typeof DESIGNS)[number];

export const DEFAULT_DESIGN: Design = "classic";

/** How the admin names and explains each design (admin words stay English, like admin-messages.ts). */
export const DESIGN_CHOICES: Record<Design, { name: string; idea: string }> = {
  classic: { name: "Classic", idea: "Flowers over your names, soft bands of colour: the site's own look." },
  portrait: { name: "Portrait", idea: "Your photo fills the first screen, edge to edge, with your names over it." },
  monogram: { name: "Monogram", idea: "Your initials as a monogram on paper, like a printed invitation." },
  modern: { name: "Modern", idea: "Bold type and clean lines, with plenty of space." },
};
