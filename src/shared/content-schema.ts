import { z } from "zod";
import { calendarChoices } from "./calendar-entries.ts";
import { hasTraditionalMonths, MONTH_NAME_SETS } from "./calendar-words.ts";
import { contrastAdvice } from "./colour-contrast.ts";
import { coupleNames } from "./couple-names.ts";
import {
  calendarDateLabel,
  dateLabel,
  datesLabel,
  dayLabel,
  type LabelStyle,
  localDate,
  shortDayLabel,
  timeLabel,
  utcInstant,
} from "./date-labels.ts";
import { DEFAULT_DESIGN, DESIGNS } from "./designs.ts";
import { pagePath } from "./page-languages.ts";
import { isPhoneCountry } from "./phone-numbers.ts";
import { DEFAULT_FLORAL_IMAGE, PICTURE_EXTENSIONS } from "./picture-paths.ts";
import { CALENDAR_FILE } from "./site-files.ts";
import type { CalendarEntryWords } from "./words/calendar-entry-en.ts";
import { wordsFor } from "./words/catalogues.ts";
import type { ContentWords } from "./words/content-en.ts";
import { overrideProblem } from "./words/overrides.ts";
import { fill, LANGUAGES, type Language } from "./words/words.ts";

/**
 * Everything couple-specific on the site. Components read it through props;
 * the server reads it for mail and calendar files. `parseWeddingContent`
 * throws an error naming every bad field, so a typo fails build and tests.
 * The couple write each date once: labels, headings and whole sections they
 * leave out are filled in (`deriveContent`), so the parsed type has them all.
 */

const text = z.string().trim().min(1, "must not be empty");
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1f3a5f");
/** "jpg" → "[jJ][pP][gG]" */
const anyCase = (word: string) => [...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join("");
/** An instant with its UTC offset, e.g. 2025-09-27T10:00:00+02:00. */
const instant = z.iso.datetime({ offset: true, error: (issue) => instantProblem(issue.input) });
/**
 * A file inside content/images, named as a phone or camera names it
 * ("gallery/IMG_2041.JPG", "gallery/Photo 12.jpeg", "IMG_0007.HEIC"): any
 * case, spaces, digits; never leaving the folder.
 */
const imagePath = z.string().regex(
  // Written out in either case, not with the i flag: the JSON Schema for editors keeps no flags.
  new RegExp(`^(?!.*\\.\\.)(?![/\\s])[^\\\\:*?"<>|]+\\.(${PICTURE_EXTENSIONS.map(anyCase).join("|")})$`),
  "must be a picture inside content/images ending in .jpg, .jpeg, .png, .heic, .webp, .avif or .svg, e.g. gallery/IMG_2041.JPG",
);
/** Fields holding a picture: content-file.ts finds them by this schema and checks the file is there. */
export const IMAGE_PATH_SCHEMA = imagePath;
/**
 * What to say about an instant written another way: the same day and time
 * written as the file wants them, when they can be read ("06/03/2027 13:00"
 * is read day first, and the message says which day it took).
 */
export function instantProblem(input: unknown): string {
  const written = typeof input === "string" ? input.trim() : "";
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2})[:h.](\d{2}))?/.exec(written);
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]+(\d{1,2}):(\d{2}))?/.exec(written);
  const [year, month, day, hour, minute] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5]]
    : isoDay
      ? [isoDay[1], isoDay[2], isoDay[3], isoDay[4], isoDay[5]]
      : ["2027", "06", "12", "16", "30"];
  const pad = (part: string | undefined, fallback: string) => (part ?? fallback).padStart(2, "0");
  const example = `${year}-${pad(month, "01")}-${pad(day, "01")}T${pad(hour, "12")}:${pad(minute, "00")}:00+02:00`;
  const reading = Date.parse(example);
  const meaning = Number.isNaN(reading)
    ? ""
    : ` (${new Date(reading + 2 * 3_600_000).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })}, two hours ahead of UTC)`;
  return `must be an ISO date-time with an offset, like ${example}${meaning}`;
}

/**
 * A `when` for rules across fields: they run only when every field was read without a problem (a key
 * the schema does not know leaves the others readable, so it does not stop them).
 */
function onlyWhenValid(payload: { issues: readonly { code?: string }[] }): boolean {
  return payload.issues.every((issue) => issue.code === "unrecognized_keys");
}
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
    /** As printed; leave out for the day of `start`, e.g. "Saturday 27 Sept 2025". */
    dayLabel: text.optional(),
    /** As printed; leave out for the time of `start`, e.g. "10:00 AM". Write it for more, e.g. "12:30 PM (for 1:00 PM)". */
    timeLabel: text.optional(),
    start: instant,
    end: instant,
    venue: VenueSchema,
    description: text.optional(),
    /**
     * The meal choices for this event, e.g. [Beef, Chicken, Vegetarian]; a
     * guest with a personal link who attends picks one. Leave out for none.
     */
    meals: z.array(text).min(1).optional(),
    /**
     * Whether anyone may see this event: false for one by invitation only (an
     * umembeso at the family's home). Such an event is never on the public
     * page, its dates, countdown, calendar or mails: only the households
     * invited to it see it, on their personal link.
     */
    public: z.boolean().default(true),
  })
  .refine((event) => !event.meals || new Set(event.meals).size === event.meals.length, {
    message: "must not list a meal twice",
    path: ["meals"],
  })
  .refine((event) => Date.parse(event.end) > Date.parse(event.start), {
    message: "must end after it starts",
    path: ["end"],
    // A start or end written wrongly is reported once, at itself, not again here.
    when: onlyWhenValid,
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
  /** Shown under the photo when it is opened; leave out for none (a phone's photos need no caption each). */
  caption: text.optional(),
  size: z.enum(GALLERY_SIZES),
});

/** Someone guests can call about their RSVP; with a phone number the page offers a tap-to-call link. */
export const ContactSchema = z.strictObject({
  name: text,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{4,}[0-9]$/, "must be a phone number like +27 82 555 0101 or 082 555 0101")
    .optional(),
});

const personSchema = z.strictObject({ firstName: text, lastName: text.optional() });

/** The site's own colours when the couple choose none: the example couple's blue and sand. */
export const DEFAULT_PAGE_COLOURS = {
  text: "#1f2f4f",
  accent: "#34507a",
  soft: "#c5d5e8",
  earth: "#5a3a2a",
  background: "#f4ece1",
} as const;

/** Section headings the couple may reword; these are the spec's. */
/** The type pairings a couple can pick (theme.fonts): a display face for names and headings, a text face for the rest. */
export const FONT_PAIRINGS = ["classic", "modern", "romantic"] as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Which part of the hero photo stays in view when a screen crops it. */
export const HERO_PHOTO_FOCUS = ["top", "center", "bottom"] as const;

/** Search engines and share previews cut a longer description. */
const MAX_DESCRIPTION = 200;

const MONTH_NAMES_PROBLEM =
  'must be borrowed (isiZulu "Mashi") or traditional (isiZulu "uNdasa"); leave it out for each language\'s usual set';

const LANGUAGES_PROBLEM = `must list languages the site has words for: ${LANGUAGES.join(", ")}`;

const COUNTRY_PROBLEM = "must be a country code like ZA, GB or US (ISO 3166, two capital letters)";

/** What the couple write: labels, headings and whole sections may be left out (see `deriveContent`). */
const WeddingContentInputSchema = z.strictObject({
  couple: z.strictObject({
    partners: z.tuple([personSchema, personSchema]),
    /** The navigation bar's home link, e.g. "T & L". */
    initials: z.string().trim().min(1).max(12),
  }),
  site: z.strictObject({
    /** The browser tab and link previews; leave out for the names and dates, e.g. "Ama & Kofi · May 2nd, 2026". */
    title: text.optional(),
    /** Search results and link previews; leave out for a sentence made from the names, dates and place. */
    description: text
      .max(MAX_DESCRIPTION, "must be at most 200 characters (search and share previews cut it)")
      .optional(),
    /**
     * The language the dates and words are written in, as a tag like en or
     * en-ZA (whose region also says how phone numbers are read). With
     * `languages`, leave out for its first, or write that language with a region.
     */
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language tag like en or en-ZA"),
    /**
     * The site's languages when there are several, the first the default,
     * e.g. [en, zu, st]: any text may then be one text for all of them or one
     * per language (`invitationLine: { en: "…", zu: "…", st: "…" }`).
     */
    languages: z
      .array(z.enum(LANGUAGES, { error: LANGUAGES_PROBLEM }))
      .min(1, LANGUAGES_PROBLEM)
      .refine((languages) => new Set(languages).size === languages.length, "must not list a language twice")
      .optional(),
    /**
     * For isiZulu, isiXhosa, Sesotho and Setswana (`language` zu, xh, st or
     * tn): the month names the dates print, borrowed from English (isiZulu
     * "Mashi") or the language's own (isiZulu "uNdasa"). Leave out for the set
     * CLDR writes each language's dates with (borrowed for zu and xh, traditional for st and tn).
     */
    monthNames: z.enum(MONTH_NAME_SETS, { error: MONTH_NAMES_PROBLEM }).optional(),
    /**
     * The wedding's country (ISO 3166 alpha-2, e.g. ZA): phone numbers written
     * the country's way ("083 555 0141") are read in it. Leave out for the
     * region of `language` (en-ZA: ZA); with neither, numbers must be written
     * in international form (+27 83 555 0141).
     */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, COUNTRY_PROBLEM)
      .refine(isPhoneCountry, COUNTRY_PROBLEM)
      .optional(),
    /** Public origin of the site, used in share tags; leave out until it has one. */
    origin: httpsUrl.optional(),
    /** Google Analytics measurement id; when set the page loads gtag itself. */
    gaMeasurementId: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
      .optional(),
    designerCredit: z.strictObject({ name: text, url: httpsUrl.optional() }),
    /** How the page looks: classic (the site's own), portrait (your photo edge to edge), monogram or modern. */
    design: z.enum(DESIGNS, { error: `must be one of ${DESIGNS.join(", ")}` }).default(DEFAULT_DESIGN),
  }),
  hero: z.strictObject({
    invitationLine: text,
    /** Leave out for the events' dates, e.g. "September 27th - 28th, 2025". */
    datesLabel: text.optional(),
    placeLabel: text,
    /** The flowers over your names (and on the cards and the share image); leave out for the site's own drawing. */
    floralImage: imagePath.optional(),
    /** Your photo behind your names, instead of flowers (on the page and the share image). */
    photo: z
      .strictObject({
        image: imagePath,
        /** What the photo shows, for guests who cannot see it, e.g. "Thandi and Lerato laughing on the beach". */
        alt: text,
        /** The part of the photo kept when the screen crops it: top (faces near the top), center or bottom. */
        focus: z.enum(HERO_PHOTO_FOCUS).default("center"),
      })
      .optional(),
  }),
  /** IANA zone of the venue; times are shown in it whatever the guest's device says. */
  timeZone: text.refine(isTimeZone, "must be an IANA time zone like Africa/Johannesburg"),
  /** Leave out to count down to the first event's start. */
  countdownTarget: instant.optional(),
  /** The line under the countdown on the wedding day and once it is over (days in timeZone). */
  countdown: z
    .strictObject({
      /** Leave out for "Today!" in the page's language. */
      onTheDay: text.optional(),
      /** Leave out for "Just married! Thank you for celebrating with us." in the page's language. */
      afterwards: text.optional(),
    })
    .prefault({}),
  /** In order: each starts no earlier than the one before. */
  events: z.array(EventSchema).min(1, "must list at least one event"),
  beveragesNote: text.optional(),
  gifts: z
    .strictObject({
      /** Leave out for "Gifts" in the page's language. */
      heading: text.optional(),
      note: text,
      stores: z.array(text).default([]),
    })
    .optional(),
  theme: z
    .strictObject({
      /** Leave out for "Weekend Theme" (a wedding over several days) or "Theme" (one day). */
      heading: text.optional(),
      /** The dress code or theme guests see, e.g. "Shades of Blue and Brown"; leave out for none. */
      name: text.optional(),
      /** The palette guests see (the theme's picture's description, share image, icons). */
      colours: z.array(z.strictObject({ name: text, hex: hexColour })).default([]),
      paletteImage: imagePath.optional(),
      /** The page's own colours: text, buttons, soft panels, warm accents and the background. */
      page: z
        .strictObject({ text: hexColour, accent: hexColour, soft: hexColour, earth: hexColour, background: hexColour })
        .default(DEFAULT_PAGE_COLOURS),
      /** The hero's particles; when left out, the text colour softened toward the background. */
      particleColour: hexColour.optional(),
      /** The type: classic (Cormorant Garamond and Lato), modern (DM Serif Display and Manrope) or romantic (Great Vibes and Manrope). */
      fonts: z.enum(FONT_PAIRINGS).default("classic"),
    })
    .prefault({}),
  story: z
    .strictObject({
      /** Leave out for "A Love Story" in the page's language. */
      heading: text.optional(),
      milestones: z.array(MilestoneSchema).default([]),
    })
    .prefault({}),
  gallery: z
    .strictObject({
      /** Leave out for "Gallery" in the page's language. */
      heading: text.optional(),
      items: z.array(GalleryItemSchema).default([]),
      /** A line under the pictures. */
      note: text.optional(),
    })
    .prefault({}),
  rsvp: z.strictObject({
    /** Last day to respond, e.g. 2025-08-01, before the first event. */
    deadline: z.iso.date({ message: "must be a date like 2025-08-01" }),
    /** Leave out for the deadline in the site's language, e.g. "August 1, 2025". */
    deadlineLabel: text.optional(),
    /** Named in the duplicate-RSVP message ("please call A & B"), with their numbers on the page. */
    contacts: z.array(ContactSchema).min(1, "must name at least one person guests can call"),
    /**
     * After the deadline (the end of that day in the site's time zone) the
     * form and the personal links take no new answers or changes. Set false
     * to keep them open (the couple can also move the deadline in the admin).
     */
    closeAtDeadline: z.boolean().default(true),
    /**
     * Set false when every guest answers through their household's personal
     * link (a wedding of several events with different guests at each): the
     * public page has no form, only `personalLinkNote` and the contacts, and
     * the server takes no answer without a link.
     */
    openForm: z.boolean().default(true),
    /** What the public page says in the form's place when `openForm` is false; leave out for our sentence. */
    personalLinkNote: text.optional(),
  }),
  findUs: z
    .strictObject({
      /** Leave out for "Find Us & Save the Date" in the page's language. */
      heading: text.optional(),
      /** The event whose venue the map shows and Get Directions leads to; leave out for the first. */
      mapEventId: text.optional(),
      /** Lines of the Save the Date text; leave out for one line per event (and the theme). */
      eventText: z.array(text).min(1).optional(),
    })
    .prefault({}),
  /** The "Add to calendar" entry; each field left out is made from the couple and the events. */
  calendar: z
    .strictObject({
      title: text.optional(),
      details: text.optional(),
      location: text.optional(),
      /** Leave out for the first event's start. */
      start: instant.optional(),
      /** Leave out for the last event's end. */
      end: instant.optional(),
    })
    .prefault({}),
  footer: z
    .strictObject({
      /** Leave out for the first event's date, e.g. "September 27, 2025". */
      dateLabel: text.optional(),
    })
    .prefault({}),
  /**
   * How guests' personal data is handled (docs/product.md decision 16): the
   * privacy notice, the /privacy page and the automatic deletion after the
   * wedding are made from this.
   */
  privacy: z
    .strictObject({
      /**
       * Guests' personal data (RSVPs, households, mails, photo originals) is
       * deleted this many days after the last event ends; "off" keeps it (a
       * demo, or a couple who delete it themselves).
       */
      retentionDays: z.union([z.number().int().min(1).max(3650), z.literal("off")]).default(180),
      /** Approved photos' published copies (without location or other metadata) stay on the page after that. */
      keepApprovedPhotos: z.boolean().default(true),
      /** Where guests write about their data; leave out to name the RSVP contacts and their numbers only. */
      contactEmail: z.email({ message: "must be an email address" }).optional(),
    })
    .prefault({}),
  guestPhotos: z.strictObject({
    /** Selected plus uploading, per visit. */
    maxFilesPerSession: z.number().int().min(1).max(100),
    maxFileBytes: z
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024),
    /**
     * On the day: guests can send photos but the page does not show guests'
     * photos (the couple's slideshow and admin still do). Off by default.
     */
    uploadOnly: z.boolean().default(false),
    /**
     * Photos that arrive between these instants are approved at once (the
     * day itself, so the couple need not review while dancing); leave out
     * to review every photo.
     */
    autoApprove: z
      .strictObject({ from: instant, until: instant })
      .refine((window) => Date.parse(window.until) > Date.parse(window.from), {
        message: "until must be after from",
        path: ["until"],
      })
      .optional(),
  }),
  /**
   * The couple's own words in place of the site's fixed ones, by key (docs/words.md lists them): `page.nav.rsvp:
   * Reply`, or one per language like any text (`{ en: Reply, zu: Phendula }`). A word keeps the slots of the
   * one it replaces ("{date}").
   */
  words: z.record(z.string(), text).optional(),
});

type ContentInput = z.output<typeof WeddingContentInputSchema>;

/** A language tag's language: "en" of "en-ZA". */
export function primaryLanguage(tag: string): string {
  return tag.split("-")[0] ?? tag;
}

/**
 * The couple's content as they wrote it, checked, with the schema's defaults: what every audience's view is made
 * from. A file in several languages (`site.languages`) is this, read in its first language, carrying every
 * language's reading (content-file.ts), so one value makes any audience's view in any of them.
 */
export type CheckedContent = ContentInput & {
  readonly inLanguages?: Readonly<Partial<Record<Language, ContentInput>>>;
};

/** Rules across fields, each reported on the field to change. */
function checkConsistency(content: ContentInput, ctx: z.RefinementCtx) {
  const { events } = content;
  for (const [key, word] of Object.entries(content.words ?? {})) {
    const problem = overrideProblem(key, word);
    if (problem) ctx.addIssue({ code: "custom", path: ["words", key], message: problem });
  }
  const { languages = [content.site.language] } = content.site;
  if (content.site.monthNames === "traditional" && !languages.some(hasTraditionalMonths)) {
    ctx.addIssue({
      code: "custom",
      path: ["site", "monthNames"],
      message: `traditional month names are known only for isiZulu, isiXhosa, Sesotho and Setswana (language zu, xh, st or tn), not ${languages.join(", ")}: leave monthNames out`,
    });
  }
  // Each language's view of the file (content-file.ts) is written in its own: any of them.
  if (
    content.site.languages &&
    !content.site.languages.some((code) => code === primaryLanguage(content.site.language))
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["site", "language"],
      message: `must be one of languages (${content.site.languages.join(", ")}), with a region or without, or left out`,
    });
  }
  const ids = events.map((event) => event.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) {
      ctx.addIssue({
        code: "custom",
        path: ["events", index, "id"],
        message: `must be unique ("${id}" is used twice)`,
      });
    }
  });
  for (let index = 1; index < events.length; index += 1) {
    const [previous, event] = [events[index - 1], events[index]];
    if (previous && event && Date.parse(event.start) < Date.parse(previous.start)) {
      ctx.addIssue({
        code: "custom",
        path: ["events", index, "start"],
        message: `must not be before the previous event (${previous.title} starts ${previous.start}); list the events in order`,
      });
    }
  }
  if (events.length > 0 && !events.some((event) => event.public)) {
    ctx.addIssue({
      code: "custom",
      path: ["events"],
      message:
        "must have at least one public event (public: true, the default): the public page counts down to it and says when and where",
    });
  }
  const [first] = events;
  // Field rules that failed (a time zone that does not exist) do not stop these checks: skip what needs them.
  if (first && isTimeZone(content.timeZone)) {
    const firstDay = localDate(first.start, content.timeZone);
    if (content.rsvp.deadline >= firstDay) {
      ctx.addIssue({
        code: "custom",
        path: ["rsvp", "deadline"],
        message: `must be before the first event (${first.title} on ${firstDay})`,
      });
    }
  }
  const { mapEventId } = content.findUs;
  if (mapEventId !== undefined && !ids.includes(mapEventId)) {
    ctx.addIssue({
      code: "custom",
      path: ["findUs", "mapEventId"],
      message: `must be the id of one of the events (${ids.join(", ")})`,
    });
  }
  const calendarStart = content.calendar.start ?? first?.start;
  const calendarEnd = content.calendar.end ?? events.at(-1)?.end;
  if (calendarStart && calendarEnd && Date.parse(calendarEnd) <= Date.parse(calendarStart)) {
    ctx.addIssue({
      code: "custom",
      path: content.calendar.end ? ["calendar", "end"] : ["calendar", "start"],
      message: content.calendar.end
        ? `must be after the calendar's start (${calendarStart})`
        : `must be before the last event's end (${calendarEnd})`,
    });
  }
  if (content.hero.photo && content.hero.floralImage) {
    ctx.addIssue({
      code: "custom",
      path: ["hero", "floralImage"],
      message: "choose one: your photo (hero.photo) or flowers (hero.floralImage) over your names; remove the other",
    });
  }
  const galleryIds = content.gallery.items.map((item) => item.id);
  if (new Set(galleryIds).size !== galleryIds.length) {
    ctx.addIssue({ code: "custom", path: ["gallery", "items"], message: "ids must be unique" });
  }
  if (content.theme.paletteImage && content.theme.colours.length === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["theme", "colours"],
      message: "must name the palette's colours (they describe its picture to guests who cannot see it)",
    });
  }
  // Guests must be able to read the page: WCAG AA contrast for text and buttons, said in plain words with a colour
  // that would read (colour-contrast.ts).
  const { page } = content.theme;
  const problems: [keyof typeof page, string | null][] = [
    [
      "text",
      contrastAdvice({
        foreground: page.text,
        background: page.background,
        what: "{colour} text",
        on: "your {colour} background",
        change: { field: "foreground", name: "text colour" },
        alsoOn: [WHITE],
      }),
    ],
    [
      "earth",
      contrastAdvice({
        foreground: page.earth,
        background: page.background,
        what: "the {colour} warm accents",
        on: "your {colour} background",
        change: { field: "foreground", name: "warm accent colour" },
      }),
    ],
    [
      "text",
      contrastAdvice({
        foreground: page.text,
        background: WHITE,
        what: "{colour} text",
        on: "the page's white cards",
        change: { field: "foreground", name: "text colour" },
        alsoOn: [page.background],
      }),
    ],
    [
      "accent",
      contrastAdvice({
        foreground: WHITE,
        background: page.accent,
        what: "the white words",
        on: "{colour} buttons",
        change: { field: "background", name: "button colour" },
      }),
    ],
  ];
  for (const [role, message] of problems) {
    if (message) ctx.addIssue({ code: "custom", path: ["theme", "page", role], message });
  }
}

const WHITE = "#ffffff";

/**
 * Fills in what the couple left out, so every consumer reads one complete
 * shape: date and time labels from the events (in the site's language and
 * time zone), the countdown and calendar from the first and last events,
 * headings from the spec's words, in the view's language (words/content-en.ts). Whatever the couple wrote wins.
 */
function deriveContent(content: ContentInput, everyEvent: readonly { end: string }[] = content.events) {
  const style = { language: content.site.language, timeZone: content.timeZone, monthNames: content.site.monthNames };
  const words = wordsFor(content);
  const said = words.content;
  const lastEventEnd = new Date(Math.max(...everyEvent.map((event) => Date.parse(event.end)))).toISOString();
  // As retentionInfo (privacy.ts) counts it: that module reads this one's types.
  const { retentionDays } = content.privacy;
  const deletesAt =
    retentionDays === "off" ? null : new Date(Date.parse(lastEventEnd) + retentionDays * 24 * 60 * 60 * 1000);
  const events = content.events.map((event) => ({
    ...event,
    dayLabel: event.dayLabel ?? dayLabel(event.start, style),
    timeLabel: event.timeLabel ?? timeLabel(event.start, style),
  }));
  // The schema requires at least one event.
  const first = events[0] as (typeof events)[number];
  const last = events.at(-1) ?? first;
  const mapEvent = events.find((event) => event.id === content.findUs.mapEventId) ?? first;
  const multiDay = localDate(first.start, content.timeZone) !== localDate(last.start, content.timeZone);
  const theme = {
    ...content.theme,
    heading: content.theme.heading ?? (multiDay ? said.headings.theme : said.headings.oneDayTheme),
  };
  const names = coupleNames(content);
  const calendar = {
    title: content.calendar.title ?? fill(said.calendar.title, { couple: names }),
    details:
      content.calendar.details ??
      [
        ...events.map((event) =>
          fill(said.calendar.event, {
            title: event.title,
            day: event.dayLabel,
            time: event.timeLabel,
            place: placeOf(event),
          }),
        ),
      ]
        .concat(theme.name ? [fill(words.calendarEntry.theme, { theme: theme.name })] : [])
        .join("\n"),
    location: content.calendar.location ?? placeOf(mapEvent),
    start: content.calendar.start ?? utcInstant(first.start),
    end: content.calendar.end ?? utcInstant(last.end),
  };
  const hero = {
    ...content.hero,
    datesLabel: content.hero.datesLabel ?? datesLabel(first.start, last.start, style),
    // A photo replaces the flowers everywhere: the site's own drawing only fills in for neither.
    floralImage: content.hero.photo ? undefined : (content.hero.floralImage ?? DEFAULT_FLORAL_IMAGE),
  };
  return {
    ...content,
    site: {
      ...content.site,
      title: content.site.title ?? `${names} · ${hero.datesLabel}`,
      description: content.site.description ?? siteDescription(names, hero, said.description),
    },
    hero,
    countdownTarget: content.countdownTarget ?? first.start,
    countdown: {
      onTheDay: content.countdown.onTheDay ?? said.countdown.onTheDay,
      afterwards: content.countdown.afterwards ?? said.countdown.afterwards,
    },
    gifts: content.gifts && { ...content.gifts, heading: content.gifts.heading ?? said.headings.gifts },
    story: { ...content.story, heading: content.story.heading ?? said.headings.story },
    gallery: {
      ...content.gallery,
      heading: content.gallery.heading ?? said.headings.gallery,
      items: content.gallery.items.map((item) => ({ ...item, caption: item.caption ?? "" })),
    },
    events,
    theme,
    rsvp: {
      ...content.rsvp,
      deadlineLabel: content.rsvp.deadlineLabel ?? calendarDateLabel(content.rsvp.deadline, style),
      // Only where it is shown (the form turned off): every guest's page carries the content, byte by byte.
      personalLinkNote: content.rsvp.openForm ? undefined : (content.rsvp.personalLinkNote ?? said.personalLinkNote),
    },
    findUs: {
      ...content.findUs,
      heading: content.findUs.heading ?? said.headings.findUs,
      mapEventId: mapEvent.id,
      eventText: content.findUs.eventText ?? saveTheDateLines(events, theme.name, style, words),
    },
    calendar: {
      ...calendar,
      choices: calendarChoices(content, events, calendar, words.calendarEntry),
      /**
       * The calendar file of these events, in the view's language: the build's, or a household's own
       * (src/server/routes/invitation-page.ts).
       */
      file: pagePath(content, `/${CALENDAR_FILE}`),
    },
    footer: { dateLabel: content.footer.dateLabel ?? dateLabel(first.start, style) },
    privacy: {
      ...content.privacy,
      /**
       * When the last event of all ends, those by invitation only too: guests' data is deleted counting from it,
       * and every view of the content says the same date.
       */
      lastEventEnd,
      /**
       * The day guests' data is deleted (`lastEventEnd` and `retentionDays`), in the wedding's zone, written with the
       * site's shipped month names by the server: the page shows it without the date code in its first view.
       */
      deletesAtLabel:
        deletesAt === null ? null : calendarDateLabel(localDate(deletesAt, content.timeZone), content.site),
    },
  };
}

/** "You are invited to the wedding of Ama & Kofi on May 2nd, 2026 in Cape Town. …", within what previews show. */
function siteDescription(
  names: string,
  hero: { datesLabel: string; placeLabel: string },
  words: ContentWords["description"],
): string {
  const invitation = fill(words.invitation, { couple: names, dates: hero.datesLabel, place: hero.placeLabel });
  const full = `${invitation} ${words.more}`;
  if (full.length <= MAX_DESCRIPTION) return full;
  return invitation.length <= MAX_DESCRIPTION ? invitation : `${invitation.slice(0, MAX_DESCRIPTION - 1)}…`;
}

/** "Saturday 27 Sept: Matrimony at 10:00 AM at Church @ Allen Temple", then the day's later events without the day. */
function saveTheDateLines(
  events: readonly { title: string; start: string; timeLabel: string; venue: { name: string } }[],
  themeName: string | undefined,
  style: LabelStyle,
  words: { content: ContentWords; calendarEntry: CalendarEntryWords },
): string[] {
  const said = words.content.saveTheDate;
  const lines = events.map((event, index) => {
    const previous = events[index - 1];
    const sameDay = previous && localDate(previous.start, style.timeZone) === localDate(event.start, style.timeZone);
    const at = { title: event.title, time: event.timeLabel };
    const what =
      event.venue.name === event.title
        ? fill(said.event, at)
        : fill(said.eventAtVenue, { ...at, venue: event.venue.name });
    return sameDay ? what : fill(said.day, { day: shortDayLabel(event.start, style), event: what });
  });
  return themeName ? [...lines, fill(words.calendarEntry.theme, { theme: themeName })] : lines;
}

/** "Church @ Allen Temple, 188 Ingedezi Street", or the address alone when the venue is named after the event. */
export function placeOf(event: { title: string; venue: { name: string; address: string } }): string {
  return event.venue.name === event.title ? event.venue.address : `${event.venue.name}, ${event.venue.address}`;
}

/**
 * The content checked, not yet derived: `contentFor` makes each audience's view of it. The rules across
 * fields run once every field is right: a date written wrongly gives one message, at itself, and none about
 * the fields compared with it (a mistake's cascade reads as mistakes the couple never made).
 */
export const CheckedContentSchema = WeddingContentInputSchema.superRefine(checkConsistency, { when: onlyWhenValid });

/** The content with every event (the couple's own view: the admin, the server's rules). */
export const WeddingContentSchema = CheckedContentSchema.transform((checked) => deriveContent(checked));

/**
 * Who a view of the content is for: the couple (every event: the admin, the
 * server's rules), anyone (the public page, its share image, calendar file
 * and the open form's mails), or a household, by the events it is invited to.
 */
export type Audience = "couple" | "public" | { eventIds: readonly string[] };

/**
 * Each audience's view of one content (`contentFor` bound to it), in one of its languages (its first when not
 * given): what the server renders pages and mails with.
 */
export type ContentFor = (audience: Audience, language?: Language) => WeddingContent;

/**
 * The content as `audience` may see it: only its events, and every label
 * made from events (the hero's dates, the countdown, Find Us, the calendar,
 * the footer) made from those alone, so an event by invitation only leaves
 * no trace. A household invited to none of the events sees what the public sees.
 */
export function contentFor(checked: CheckedContent, audience: Audience, language?: Language): WeddingContent {
  const { inLanguages, ...first } = checked;
  // A language the file is not written in reads as its first, as a guest's unknown language does.
  const read = (language && inLanguages?.[language]) || first;
  if (audience === "couple") return deriveContent(read);
  const visible = read.events.filter((event) =>
    audience === "public" ? event.public : audience.eventIds.includes(event.id),
  );
  if (visible.length > 0) return deriveContent({ ...read, events: visible }, read.events);
  // checkConsistency holds at least one event public.
  if (audience === "public") throw new ContentError("The content has no public event");
  return contentFor(checked, "public", language);
}

export type WeddingContentInput = z.input<typeof WeddingContentSchema>;
export type WeddingContent = z.output<typeof WeddingContentSchema>;
export type WeddingEvent = WeddingContent["events"][number];
export type Venue = z.infer<typeof VenueSchema>;
export type Contact = z.infer<typeof ContactSchema>;
export type Milestone = z.infer<typeof MilestoneSchema>;
/** A gallery photo as the page shows it: its caption filled in ("" for none). */
export type GalleryItem = WeddingContent["gallery"]["items"][number];

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
