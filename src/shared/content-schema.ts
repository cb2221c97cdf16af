import { z } from "zod";

/**
 * Everything couple-specific on the site. Components read it through props;
 * the server reads it for mail and calendar files. `parseWeddingContent`
 * throws an error naming every bad field, so a typo fails build and tests.
 */

const text = z.string().trim().min(1, "must not be empty");
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1f3a5f");
/** An instant with its UTC offset, e.g. 2025-09-27T10:00:00+02:00. */
const instant = z.iso.datetime({ offset: true, message: "must be an ISO date-time with an offset" });
/** A file inside content/images, e.g. "gallery/first-dance.svg". */
const imagePath = z
  .string()
  .regex(
    /^(?!.*\.\.)[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp|avif)$/,
    "must be a lower-case path inside content/images ending in .svg, .png, .jpg, .webp or .avif",
  );
/** Fields holding a picture: content-file.ts finds them by this schema and checks the file is there. */
export const IMAGE_PATH_SCHEMA = imagePath;
const httpsUrl = z.url({ protocol: /^https$/, message: "must be an https:// URL" });

export const VenueSchema = z.strictObject({
  name: text,
  address: text,
  /** Extra help for finding the place, shown under the address. */
  directionsHint: text.optional(),
});

export const EventSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
    title: text,
    /** As printed, e.g. "Saturday 27 Sept 2025". */
    dayLabel: text,
    /** As printed, e.g. "12:30 PM (for 1:00 PM)". */
    timeLabel: text,
    start: instant,
    end: instant,
    venue: VenueSchema,
    description: text.optional(),
  })
  .refine((event) => Date.parse(event.end) > Date.parse(event.start), {
    message: "must end after it starts",
    path: ["end"],
  });

export const MilestoneSchema = z.strictObject({
  year: z.number().int().min(1900).max(2100),
  title: text,
  description: text,
  flower: imagePath,
  /** CSS colours of the card's gradient, from and to. */
  gradient: z.tuple([hexColour, hexColour]),
});

export const GALLERY_SIZES = ["small", "medium", "large", "wide", "tall"] as const;

export const GalleryItemSchema = z.strictObject({
  id: z.number().int().positive(),
  src: imagePath,
  alt: text,
  caption: text,
  size: z.enum(GALLERY_SIZES),
});

const personSchema = z.strictObject({ firstName: text, lastName: text.optional() });

export const WeddingContentSchema = z
  .object({
    couple: z.strictObject({
      partners: z.tuple([personSchema, personSchema]),
      /** The navigation bar's home link, e.g. "T & L". */
      initials: z.string().trim().min(1).max(12),
    }),
    site: z.strictObject({
      title: text,
      description: text.max(200, "must be at most 200 characters (search and share previews cut it)"),
      language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language tag like en or en-ZA"),
      /** Public origin of the site, used in share tags; leave out until it has one. */
      origin: httpsUrl.optional(),
      /** Google Analytics measurement id; when set the page loads gtag itself. */
      gaMeasurementId: z
        .string()
        .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
        .optional(),
      designerCredit: z.strictObject({ name: text, url: httpsUrl.optional() }),
    }),
    hero: z.strictObject({
      invitationLine: text,
      datesLabel: text,
      placeLabel: text,
      floralImage: imagePath,
    }),
    /** IANA zone of the venue; times are shown in it whatever the guest's device says. */
    timeZone: text,
    countdownTarget: instant,
    events: z.array(EventSchema).min(1, "must list at least one event"),
    beveragesNote: text,
    gifts: z.strictObject({ note: text, stores: z.array(text).min(1) }),
    theme: z.strictObject({
      name: text,
      /** The palette guests see (Weekend Theme, share image). */
      colours: z.array(z.strictObject({ name: text, hex: hexColour })).min(2),
      paletteImage: imagePath,
      /** The page's own colours: text, buttons, soft panels, warm accents and the background. */
      page: z.strictObject({
        text: hexColour,
        accent: hexColour,
        soft: hexColour,
        earth: hexColour,
        background: hexColour,
      }),
      /** The hero's particles; when left out, the text colour softened toward the background. */
      particleColour: hexColour.optional(),
    }),
    story: z.strictObject({
      heading: text,
      milestones: z.array(MilestoneSchema).length(6, "must have exactly six milestones"),
    }),
    gallery: z.strictObject({
      items: z.array(GalleryItemSchema).length(7, "must have exactly seven items"),
      note: text,
    }),
    rsvp: z.strictObject({
      /** Last day to respond, e.g. 2025-08-01, and how it is printed. */
      deadline: z.iso.date({ message: "must be a date like 2025-08-01" }),
      deadlineLabel: text,
      /** Named in the duplicate-RSVP message: "please call A & B". */
      contactNames: z.tuple([text, text]),
    }),
    findUs: z.strictObject({
      /** The event whose venue the map shows and Get Directions leads to. */
      mapEventId: text,
      /** Lines of the Save the Date text. */
      eventText: z.array(text).min(1),
    }),
    calendar: z.strictObject({
      title: text,
      details: text,
      location: text,
      start: instant,
      end: instant,
    }),
    footer: z.strictObject({ dateLabel: text }),
    guestPhotos: z.strictObject({
      /** Selected plus uploading, per visit. */
      maxFilesPerSession: z.number().int().min(1).max(100),
      maxFileBytes: z
        .number()
        .int()
        .min(1024)
        .max(50 * 1024 * 1024),
    }),
  })
  .superRefine((content, ctx) => {
    if (!content.events.some((event) => event.id === content.findUs.mapEventId)) {
      ctx.addIssue({
        code: "custom",
        path: ["findUs", "mapEventId"],
        message: `must be the id of one of the events (${content.events.map((e) => e.id).join(", ")})`,
      });
    }
    if (Date.parse(content.calendar.end) <= Date.parse(content.calendar.start)) {
      ctx.addIssue({ code: "custom", path: ["calendar", "end"], message: "must be after calendar.start" });
    }
    const ids = content.gallery.items.map((item) => item.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", path: ["gallery", "items"], message: "ids must be unique" });
    }
    // Guests must be able to read the page: WCAG AA contrast for text and buttons.
    const { page } = content.theme;
    const readable: [keyof typeof page, string, string][] = [
      ["text", page.text, page.background],
      ["earth", page.earth, page.background],
      ["text", page.text, "#ffffff"],
      ["accent", "#ffffff", page.accent],
    ];
    for (const [role, foreground, background] of readable) {
      const ratio = contrastRatio(foreground, background);
      if (ratio < MIN_CONTRAST) {
        ctx.addIssue({
          code: "custom",
          path: ["theme", "page", role],
          message: `${foreground} on ${background} has contrast ${ratio.toFixed(2)}:1; it must be at least ${MIN_CONTRAST}:1 to be readable`,
        });
      }
    }
    try {
      new Intl.DateTimeFormat("en", { timeZone: content.timeZone });
    } catch {
      ctx.addIssue({
        code: "custom",
        path: ["timeZone"],
        message: "must be an IANA time zone like Africa/Johannesburg",
      });
    }
  });

/** WCAG 2 AA for normal text. */
const MIN_CONTRAST = 4.5;

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export type WeddingContentInput = z.input<typeof WeddingContentSchema>;
export type WeddingContent = z.output<typeof WeddingContentSchema>;
export type WeddingEvent = z.infer<typeof EventSchema>;
export type Venue = z.infer<typeof VenueSchema>;
export type Milestone = z.infer<typeof MilestoneSchema>;
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export class ContentError extends Error {
  override name = "ContentError";
}

/** Validates content, throwing one message that names every bad field. */
export function parseWeddingContent(input: unknown): WeddingContent {
  const result = WeddingContentSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  content.${formatContentPath(issue.path)}: ${issue.message}`);
  throw new ContentError(`Invalid wedding content:\n${problems.join("\n")}`);
}

/** "gallery.items[3].alt" */
export function formatContentPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i ? "." : ""}${String(part)}`)).join("");
}
