import { Document, isMap, isScalar, parse } from "yaml";
import { DEFAULT_PAGE_COLOURS, HERO_PHOTO_FOCUS } from "../../../shared/content-schema.ts";
import { localDateTime } from "../../../shared/date-labels.ts";
import { DEFAULT_DESIGN, DESIGNS, type Design } from "../../../shared/designs.ts";
import { DEFAULT_FLORAL_IMAGE, PICTURE_EXTENSIONS } from "../../../shared/picture-paths.ts";
import { catalogueOf } from "../../../shared/words/catalogues.ts";
import { isLanguage, type Language } from "../../../shared/words/words.ts";
import { withValue } from "../content/content-document.ts";
import { localToInstant } from "../content/wedding-time.ts";

/**
 * The setup wizard's answers and the content file they make (issue 36, part 1): what a couple without a developer
 * says in six short steps, turned into a complete, commented content file the schema accepts, in their language.
 * Pure: no network, no DOM; the wizard's screens call it.
 */

export type PageColours = { text: string; accent: string; soft: string; earth: string; background: string };
export type PhotoFocus = (typeof HERO_PHOTO_FOCUS)[number];

export interface PartnerAnswer {
  firstName: string;
  lastName: string;
}

export interface EventAnswer {
  /** The event's id in the file; kept when the answers came from one, made from the title otherwise. */
  id: string | null;
  title: string;
  /** YYYY-MM-DD, the day in the wedding's time zone. */
  date: string;
  /** HH:MM on a 24-hour clock; an end earlier than the start is the next day. */
  start: string;
  end: string;
  venueName: string;
  address: string;
}

export interface PhotoAnswer {
  /** The picture's path in the file, e.g. "hero/IMG_2041.HEIC". */
  image: string;
  alt: string;
  focus: PhotoFocus;
}

export interface WizardAnswers {
  partners: [PartnerAnswer, PartnerAnswer];
  /** null: made from the first names ("T & L"). */
  initials: string | null;
  /** null: the language's suggested line. */
  invitationLine: string | null;
  language: Language;
  country: string;
  timeZone: string;
  events: EventAnswer[];
  /** null: made from the venues' names. */
  placeLabel: string | null;
  /** YYYY-MM-DD; null: six weeks before the first event (never in the past). */
  replyBy: string | null;
  photo: PhotoAnswer | null;
  design: Design;
  /** A ready palette's key, or "own" for colours the couple chose one by one. */
  palette: string;
  colours: PageColours;
}

/** Ready palettes, each readable as the schema's contrast rule wants it (wizard-content.test.ts checks them). */
export const WIZARD_PALETTES: readonly { key: string; name: string; colours: PageColours }[] = [
  { key: "blue-sand", name: "Blue and sand", colours: DEFAULT_PAGE_COLOURS },
  {
    key: "olive-terracotta",
    name: "Olive and terracotta",
    colours: { text: "#2e3320", accent: "#8a3d1c", soft: "#dfe4cf", earth: "#6b3a1f", background: "#faf4e8" },
  },
  {
    key: "blush-burgundy",
    name: "Blush and burgundy",
    colours: { text: "#3b1f2b", accent: "#8c2f4b", soft: "#f3d9df", earth: "#6e3b2e", background: "#fdf6f4" },
  },
  {
    key: "emerald-gold",
    name: "Emerald and gold",
    colours: { text: "#15332a", accent: "#1d5c47", soft: "#d8e8df", earth: "#7a5417", background: "#f8f5ec" },
  },
  {
    key: "lavender-plum",
    name: "Lavender and plum",
    colours: { text: "#2d2240", accent: "#5b3f8c", soft: "#e4dcf2", earth: "#6a3f5c", background: "#faf8fc" },
  },
  {
    key: "charcoal-white",
    name: "Charcoal and white",
    colours: { text: "#1f1f1f", accent: "#3a3a3a", soft: "#e6e6e6", earth: "#5c4a3d", background: "#ffffff" },
  },
];

export const OWN_PALETTE = "own";

/** A short list of the zones most couples marry in; any other IANA name may be typed. */
export const COMMON_TIME_ZONES = [
  "Africa/Johannesburg",
  "Africa/Harare",
  "Africa/Windhoek",
  "Africa/Lagos",
  "Africa/Nairobi",
  "Europe/London",
  "Europe/Lisbon",
  "Europe/Amsterdam",
  "America/New_York",
  "America/Los_Angeles",
  "Australia/Sydney",
  "Asia/Dubai",
] as const;

export const COMMON_COUNTRIES = [
  "ZA",
  "BW",
  "LS",
  "SZ",
  "NA",
  "ZW",
  "MZ",
  "KE",
  "NG",
  "GB",
  "IE",
  "PT",
  "NL",
  "DE",
  "US",
  "CA",
  "AU",
  "NZ",
  "AE",
] as const;

export const DEFAULT_TIME_ZONE = "Africa/Johannesburg";

export const blankEvent = (): EventAnswer => ({
  id: null,
  title: "",
  date: "",
  start: "",
  end: "",
  venueName: "",
  address: "",
});

export function blankAnswers(): WizardAnswers {
  return {
    partners: [
      { firstName: "", lastName: "" },
      { firstName: "", lastName: "" },
    ],
    initials: null,
    invitationLine: null,
    language: "en",
    country: "ZA",
    timeZone: DEFAULT_TIME_ZONE,
    events: [blankEvent()],
    placeLabel: null,
    replyBy: null,
    photo: null,
    design: DEFAULT_DESIGN,
    palette: WIZARD_PALETTES[0]?.key ?? OWN_PALETTE,
    colours: { ...DEFAULT_PAGE_COLOURS },
  };
}

/** "T & L" from the first names. */
export function initialsOf(answers: Pick<WizardAnswers, "partners" | "initials">): string {
  if (answers.initials !== null) return answers.initials;
  const letters = answers.partners.map((partner) => [...partner.firstName.trim()][0]?.toUpperCase() ?? "");
  return letters.every((letter) => letter !== "") ? letters.join(" & ") : "";
}

/** The line over the names: the couple's own, or their language's suggestion. */
export const invitationLineOf = (answers: Pick<WizardAnswers, "invitationLine" | "language">): string =>
  answers.invitationLine ?? catalogueOf(answers.language).content.suggested.invitationLine;

/** "Church @ Allen Temple • Molapo Park": the venues under the names, each once, at most two. */
export function placeLabelOf(answers: Pick<WizardAnswers, "placeLabel" | "events">): string {
  if (answers.placeLabel !== null) return answers.placeLabel;
  const venues = [...new Set(answers.events.map((event) => event.venueName.trim()).filter((name) => name !== ""))];
  return venues.slice(0, 2).join(" • ");
}

const DAY_MS = 24 * 60 * 60 * 1000;
const REPLY_WEEKS_BEFORE = 6;

/** YYYY-MM-DD of a day moved by `days`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The reply-by date: the couple's own, or six weeks before the first event, but never before `today` while the
 * wedding is ahead (the day before it, at the latest).
 */
export function replyByOf(answers: Pick<WizardAnswers, "replyBy" | "events">, today: string): string {
  if (answers.replyBy !== null) return answers.replyBy;
  const first = answers.events[0]?.date ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first)) return "";
  const dayBefore = addDays(first, -1);
  const weeksBefore = addDays(first, -7 * REPLY_WEEKS_BEFORE);
  if (weeksBefore >= today) return weeksBefore;
  return today <= dayBefore ? today : dayBefore;
}

/**
 * A wall-clock day and time in a zone as an ISO instant with that zone's offset on that day, as the editor writes
 * an event's times: zonedInstant("2027-01-09", "14:00", "Europe/London") → "2027-01-09T14:00:00+00:00", and
 * "+01:00" in July.
 */
export const zonedInstant = (date: string, time: string, timeZone: string): string =>
  localToInstant(`${date}T${time}`, timeZone);

/** The day and time an instant shows in a zone: "2027-06-12", "16:30". */
export function wallClock(instant: string, timeZone: string): { date: string; time: string } {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return { date: "", time: "" };
  const [date = "", time = ""] = localDateTime(new Date(at), timeZone).split(" ");
  return { date, time };
}

/** Whether an event's end, earlier on the clock than its start, is on the next day. */
export const endsNextDay = (event: Pick<EventAnswer, "start" | "end">): boolean =>
  event.start !== "" && event.end !== "" && event.end < event.start;

/** "reception-and-dinner" from "Reception & Dinner"; "event-2" for a title of no letters. */
function slug(title: string, index: number): string {
  const made = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return made || `event-${index + 1}`;
}

/** Each event's id: kept when it had one, else from its title, made unique. */
export function eventIds(events: readonly EventAnswer[]): string[] {
  const taken = new Set<string>();
  return events.map((event, index) => {
    const wanted = event.id ?? slug(event.title, index);
    let id = wanted;
    for (let n = 2; taken.has(id); n += 1) id = `${wanted}-${n}`;
    taken.add(id);
    return id;
  });
}

/** A picture's path for a file from the phone: "hero/IMG_2041.HEIC"; null for a kind of file the site cannot show. */
export function heroPicturePath(fileName: string): string | null {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1) : "";
  if (!(PICTURE_EXTENSIONS as readonly string[]).includes(extension.toLowerCase()) || extension.toLowerCase() === "svg")
    return null;
  const stem =
    fileName
      .slice(0, dot)
      .replace(/[^A-Za-z0-9 _-]+/g, "-")
      .replace(/^[\s-]+|[\s-]+$/g, "")
      .slice(0, 80) || "photo";
  return `hero/${stem}.${extension}`;
}

function eventContent(event: EventAnswer, id: string, timeZone: string) {
  const endDate = endsNextDay(event) && event.date ? addDays(event.date, 1) : event.date;
  return {
    id,
    title: event.title.trim(),
    start: zonedInstant(event.date, event.start, timeZone),
    end: zonedInstant(endDate, event.end, timeZone),
    venue: { name: event.venueName.trim(), address: event.address.trim() },
  };
}

const GUEST_PHOTOS = { maxFilesPerSession: 30, maxFileBytes: 10 * 1024 * 1024 };

/** The content the answers make, as plain data in the file's order (the schema fills in everything else). */
export function contentOf(answers: WizardAnswers, today: string) {
  const said = catalogueOf(answers.language).content.suggested;
  const ids = eventIds(answers.events);
  const partners = answers.partners.map((partner) => ({
    firstName: partner.firstName.trim(),
    ...(partner.lastName.trim() ? { lastName: partner.lastName.trim() } : {}),
  }));
  return {
    couple: { partners, initials: initialsOf(answers).trim() },
    site: {
      language: answers.language,
      country: answers.country,
      designerCredit: { name: said.designerCredit },
      design: answers.design,
    },
    hero: {
      invitationLine: invitationLineOf(answers).trim(),
      placeLabel: placeLabelOf(answers).trim(),
      ...(answers.photo
        ? { photo: { image: answers.photo.image, alt: answers.photo.alt.trim(), focus: answers.photo.focus } }
        : {}),
    },
    timeZone: answers.timeZone.trim(),
    events: answers.events.map((event, index) => eventContent(event, ids[index] ?? "", answers.timeZone.trim())),
    theme: { page: answers.colours },
    rsvp: {
      deadline: replyByOf(answers, today),
      contacts: partners.filter((partner) => partner.firstName !== "").map((partner) => ({ name: partner.firstName })),
    },
    guestPhotos: GUEST_PHOTOS,
  };
}

/** The first line of a file the wizard wrote: how the wizard knows its own draft. */
export const WIZARD_FILE_MARK = "Your wedding site, made with the setup wizard.";

/** The notes above each part of the file: it is what the couple download, and may one day edit by hand. */
const NOTES: Record<string, string> = {
  couple: "The two of you. Initials are the home link in the menu bar.",
  site: [
    "How the site presents itself. language writes the dates and the site's own",
    "words (en, af, zu, xh, st or tn); country reads phone numbers as people",
    "there write them; design is classic, portrait, monogram or modern.",
  ].join("\n"),
  hero: [
    "The first screen guests see: the line over your names, the place under",
    "them, and your photo (or, without one, the site's flowers).",
  ].join("\n"),
  timeZone: "Where the wedding is: every time on the site is shown in this zone.",
  events: [
    "Each part of the wedding, in order. Times carry the zone's offset on that",
    "day (e.g. +02:00 for South Africa). public: false keeps an event for the",
    "households invited to it only.",
  ].join("\n"),
  theme: "The page's colours: text, buttons, soft panels, warm accents and the background.",
  rsvp: [
    "The last day to reply (before the first event) and who guests may call;",
    "add a number to each, e.g. phone: +27 82 555 0101.",
  ].join("\n"),
  guestPhotos: [
    "Guests' photo uploads: how many at a time and the largest file, in bytes",
    "(10485760 is 10 MB).",
  ].join("\n"),
};

/** The file for a couple starting afresh: the answers, commented, in the schema's order. */
export function freshContentYaml(answers: WizardAnswers, today: string): string {
  const document = new Document(contentOf(answers, today));
  document.commentBefore = [
    ` ${WIZARD_FILE_MARK}`,
    " Change it in the admin's editor, or here: keep the two-space indentation",
    ' and the "name: value" form. A section left out (story, gallery, gifts) is',
    " simply not shown. docs/content.md names every field.",
  ].join("\n");
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      const key = pair.key;
      const note = isScalar(key) ? NOTES[String(key.value)] : undefined;
      if (isScalar(key) && note) {
        key.commentBefore = note
          .split("\n")
          .map((line) => ` ${line}`)
          .join("\n");
        // A blank line between parts; the file's own notes above already stand apart from the first.
        key.spaceBefore = pair !== document.contents.items[0];
      }
    }
  }
  return document.toString({ lineWidth: 0 });
}

/**
 * The answers written into a file the couple already have (the wizard run again): each part the wizard asks about
 * is replaced, everything else (their story, gallery, gifts, notes) kept as written. An event the answers keep
 * (by id) keeps what the wizard does not ask (its meals, description, whether it is public).
 */
export function withAnswers(yaml: string, answers: WizardAnswers, today: string): string {
  const made = contentOf(answers, today);
  const before = asRecord(parse(yaml));
  const eventsBefore = Array.isArray(before.events) ? before.events.map(asRecord) : [];
  const events = made.events.map((event) => {
    const was = eventsBefore.find((each) => each.id === event.id);
    return was ? { ...was, ...event, venue: { ...asRecord(was.venue), ...event.venue } } : event;
  });
  const changes: [readonly string[], unknown][] = [
    [["couple"], made.couple],
    [["site", "language"], made.site.language],
    [["site", "country"], made.site.country],
    [["site", "design"], made.site.design],
    [["hero", "invitationLine"], made.hero.invitationLine],
    [["hero", "placeLabel"], made.hero.placeLabel],
    [["hero", "photo"], made.hero.photo],
    [["timeZone"], made.timeZone],
    [["events"], events],
    [["theme", "page"], made.theme.page],
    [["rsvp", "deadline"], made.rsvp.deadline],
  ];
  // A file in several languages keeps its list only when the chosen language is on it.
  const languages = asRecord(before.site).languages;
  if (Array.isArray(languages) && !languages.includes(answers.language))
    changes.push([["site", "languages"], undefined]);
  // The photo replaces the flowers: the schema takes one or the other.
  if (made.hero.photo) changes.push([["hero", "floralImage"], undefined]);
  return changes.reduce((file, [path, value]) => withValue(file, path, value), yaml);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A text as the couple wrote it: one for all languages, or the first language's of several. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  const first = Object.values(asRecord(value))[0];
  return typeof first === "string" ? first : "";
}

/**
 * The answers a file holds, for the wizard to start from (its own draft after a closed tab, or the couple's site
 * when they run it again). Reads loosely: a half-answered draft gives what it has, blanks for the rest. A site's
 * event ids are kept (guests' invitations name them); the wizard's own draft makes them again from the titles.
 */
export function answersFrom(yaml: string, { keepEventIds }: { keepEventIds: boolean }): WizardAnswers {
  const blank = blankAnswers();
  let file: Record<string, unknown>;
  try {
    file = asRecord(parse(yaml));
  } catch {
    return blank;
  }
  const couple = asRecord(file.couple);
  const site = asRecord(file.site);
  const hero = asRecord(file.hero);
  const photo = asRecord(hero.photo);
  const page = asRecord(asRecord(file.theme).page);
  const timeZone = textOf(file.timeZone) || blank.timeZone;
  const partners = (Array.isArray(couple.partners) ? couple.partners : []).map(asRecord);
  const partner = (index: number): PartnerAnswer => ({
    firstName: textOf(partners[index]?.firstName),
    lastName: textOf(partners[index]?.lastName),
  });
  const events = (Array.isArray(file.events) ? file.events : []).map(asRecord).map((event): EventAnswer => {
    const start = wallClock(textOf(event.start), timeZone);
    const end = wallClock(textOf(event.end), timeZone);
    const venue = asRecord(event.venue);
    return {
      id: keepEventIds ? textOf(event.id) || null : null,
      title: textOf(event.title),
      date: start.date,
      start: start.time,
      end: end.time,
      venueName: textOf(venue.name),
      address: textOf(venue.address),
    };
  });
  const language = textOf(site.language).split("-")[0] ?? "";
  const colours: PageColours = {
    text: textOf(page.text) || blank.colours.text,
    accent: textOf(page.accent) || blank.colours.accent,
    soft: textOf(page.soft) || blank.colours.soft,
    earth: textOf(page.earth) || blank.colours.earth,
    background: textOf(page.background) || blank.colours.background,
  };
  const palette = WIZARD_PALETTES.find((each) =>
    (Object.keys(colours) as (keyof PageColours)[]).every(
      (role) => each.colours[role].toLowerCase() === colours[role].toLowerCase(),
    ),
  );
  const design = textOf(site.design);
  const focus = textOf(photo.focus);
  const answers: WizardAnswers = {
    partners: [partner(0), partner(1)],
    initials: textOf(couple.initials) || null,
    invitationLine: textOf(hero.invitationLine) || null,
    language: isLanguage(language) ? language : blank.language,
    country: textOf(site.country) || blank.country,
    timeZone,
    events: events.length > 0 ? events : blank.events,
    placeLabel: textOf(hero.placeLabel) || null,
    replyBy: textOf(asRecord(file.rsvp).deadline) || null,
    photo: textOf(photo.image)
      ? {
          image: textOf(photo.image),
          alt: textOf(photo.alt),
          focus: (HERO_PHOTO_FOCUS as readonly string[]).includes(focus) ? (focus as PhotoFocus) : "center",
        }
      : null,
    design: (DESIGNS as readonly string[]).includes(design) ? (design as Design) : blank.design,
    palette: palette?.key ?? OWN_PALETTE,
    colours,
  };
  // What the file says that the wizard would make anyway stays "made" (it follows the names, language, venues).
  if (answers.initials === initialsOf({ ...answers, initials: null })) answers.initials = null;
  if (answers.invitationLine === invitationLineOf({ ...answers, invitationLine: null })) answers.invitationLine = null;
  if (answers.placeLabel === placeLabelOf({ ...answers, placeLabel: null })) answers.placeLabel = null;
  return answers;
}

/**
 * The pictures a draft of these answers names (ADR 050: each by the hash of bytes already sent): the couple's own
 * photo, or the site's flowers, which the server wants sent with the file too.
 */
export function picturesFor(
  answers: Pick<WizardAnswers, "photo">,
  known: Readonly<Record<string, string>>,
  kept: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const pictures: Record<string, string> = { ...kept };
  const wanted = answers.photo?.image ?? DEFAULT_FLORAL_IMAGE;
  const hash = known[wanted];
  if (hash) pictures[wanted] = hash;
  return pictures;
}
