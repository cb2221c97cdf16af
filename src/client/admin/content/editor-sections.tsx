import { type ReactNode, useId, useState } from "react";
import { FONT_PAIRINGS, GALLERY_SIZES, HERO_PHOTO_FOCUS } from "../../../shared/content-schema.ts";
import { DESIGN_CHOICES, DESIGNS } from "../../../shared/designs.ts";
import { LANGUAGE_NAMES } from "../../../shared/page-languages.ts";
import { replaceableWords } from "../../../shared/words/overrides.ts";
import { LANGUAGES } from "../../../shared/words/words.ts";
import { BUTTON, INPUT } from "../ui.ts";
import { fieldKey } from "./content-document.ts";
import { controlId, useSiteEditing, valueAt } from "./editor-context.ts";
import {
  CheckboxField,
  ChoiceField,
  ColourField,
  DateField,
  DateTimeField,
  FieldProblems,
  MegabytesField,
  NumberField,
  TextField,
} from "./editor-fields.tsx";
import { ListEditor } from "./list-editor.tsx";
import { ALT_HINT, PictureField, PicturePicker, PictureThumbnail } from "./picture-field.tsx";
import { plainProblem } from "./plain-problems.ts";

/**
 * Everything the content holds that a couple would edit, grouped as the page's sections, each with a line that
 * sums it up when it is folded. Hints are the schema's own comments (src/shared/content-schema.ts), in plain words.
 */

export interface EditorSection {
  id: string;
  title: string;
  /** The content's top-level fields this section edits: their problems are counted on its summary. */
  fields: readonly string[];
  summary(data: unknown): string;
  Body(): ReactNode;
}

/** A text as the summary shows it: the first language's when it is written per language. */
function plain(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && !Array.isArray(value)) return plain(Object.values(value)[0]);
  return "";
}

const listOf = (data: unknown, path: readonly (string | number)[]): unknown[] => {
  const value = valueAt(data, path);
  return Array.isArray(value) ? value : [];
};

const count = (n: number, one: string, many: string) => `${n === 0 ? "No" : n} ${n === 1 ? one : many}`;

/** "Ceremony, Reception and Dinner" */
const names = (items: readonly unknown[], field: string) => {
  const written = items.map((item) => plain(valueAt(item, [field]))).filter(Boolean);
  return written.length < 2 ? (written[0] ?? "") : `${written.slice(0, -1).join(", ")} and ${written.at(-1)}`;
};

function Group({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div className="space-y-4">
      {title ? <h3 className="font-serif text-xl text-ink">{title}</h3> : null}
      {children}
    </div>
  );
}

function Couple() {
  return (
    <Group>
      {[0, 1].map((index) => (
        <div key={index} className="grid gap-4 sm:grid-cols-2">
          <TextField
            path={["couple", "partners", index, "firstName"]}
            single
            label={`Partner ${index + 1}: first name`}
          />
          <TextField
            path={["couple", "partners", index, "lastName"]}
            single
            label={`Partner ${index + 1}: last name`}
            hint="Leave empty to show the first name alone."
          />
        </div>
      ))}
      <TextField
        path={["couple", "initials"]}
        single
        label="Initials"
        hint={'The menu bar\'s home link, e.g. "T & L".'}
      />
    </Group>
  );
}

function FirstScreen() {
  const { data, change } = useSiteEditing();
  const photo = valueAt(data, ["hero", "photo"]);
  const image = plain(valueAt(data, ["hero", "photo", "image"]));
  return (
    <Group>
      <TextField path={["hero", "invitationLine"]} label="Invitation line" hint="The line above your names." />
      <TextField path={["hero", "placeLabel"]} label="Place" hint='Under your names, e.g. "Meadowlands • Soweto".' />
      <TextField
        path={["hero", "datesLabel"]}
        label="Dates, as printed"
        hint={'Leave empty for the events\' dates, e.g. "September 27th - 28th, 2025".'}
      />
      {photo ? (
        <fieldset className="space-y-4 rounded-xl border border-ink/15 p-3 sm:p-4">
          <legend className="px-1 font-medium text-ink">Your photo behind your names</legend>
          <PictureField path={["hero", "photo", "image"]} label="Photo" folder="hero" />
          <TextField path={["hero", "photo", "alt"]} label="Describe the photo" hint={ALT_HINT} />
          <FocusChoice
            path={["hero", "photo", "focus"]}
            image={image}
            legend="Which part stays in view on a narrow screen"
            hint="A phone shows a tall slice of the photo: choose where the faces are."
          />
          <button
            type="button"
            className="min-h-11 text-sm font-medium text-red-800 underline"
            onClick={() => change(["hero", "photo"], undefined)}
          >
            Remove the photo (show flowers instead)
          </button>
        </fieldset>
      ) : (
        <div className="space-y-2 rounded-xl border border-dashed border-ink/25 p-3 sm:p-4">
          <p className="font-medium text-ink">Your photo behind your names</p>
          <p className="text-sm text-ink/70">Instead of the flowers, on the page and the share image.</p>
          <PicturePicker
            label="Add your photo"
            folder="hero"
            onPicture={(path) => {
              change(["hero", "floralImage"], undefined);
              change(["hero", "photo"], { image: path, alt: "", focus: "center" });
              // Next, what it shows: the description is asked for at once.
              requestAnimationFrame(() =>
                document.getElementById(controlId(fieldKey(["hero", "photo", "alt"])))?.focus(),
              );
            }}
          />
          <PictureField
            path={["hero", "floralImage"]}
            label="Flowers over your names"
            hint="Leave out for the site's own drawing."
            folder="hero"
            removable
          />
        </div>
      )}
    </Group>
  );
}

/**
 * Which part of a photo stays in view when the page crops it, each choice shown as the crop it makes: the hero's
 * tall slice on a phone, a gallery tile. Radio buttons in a fieldset, so a keyboard and a screen reader choose too.
 */
function FocusChoice({
  path,
  image,
  legend,
  hint,
}: {
  path: readonly (string | number)[];
  image: string;
  legend: string;
  hint: string;
}) {
  const { data, change } = useSiteEditing();
  const focus = plain(valueAt(data, path)) || "center";
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-ink">{legend}</legend>
      <p className="text-sm text-ink/70">{hint}</p>
      <div className="grid max-w-sm grid-cols-3 gap-2">
        {HERO_PHOTO_FOCUS.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-ink/15 p-2 has-checked:border-ink has-checked:ring-2 has-checked:ring-dusk/40"
          >
            {image ? (
              <PictureThumbnail path={image} className="h-24 w-14 rounded-md" objectPosition={`center ${choice}`} />
            ) : null}
            <span className="flex items-center gap-2 text-sm font-medium">
              <input
                type="radio"
                name={name}
                className="size-4 accent-ink"
                checked={focus === choice}
                onChange={() => change(path, choice)}
              />
              {FOCUS_WORDS[choice]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const FOCUS_WORDS: Record<(typeof HERO_PHOTO_FOCUS)[number], string> = {
  top: "Top",
  center: "Middle",
  bottom: "Bottom",
};

/**
 * The site's fixed words the couple word their own way (content `words:`): each one changed, by the place it has
 * on the page (docs/words.md), with English's words beside it, one box a language like any text; any other is
 * chosen by searching the site's words, and starts as it is now.
 */
function OwnWords() {
  const { data, change } = useSiteEditing();
  const [wanted, setWanted] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const search = useId();
  const words = replaceableWords();
  // A text emptied while it is rewritten leaves the file (the site's own words apply) but stays on screen.
  const [opened, setOpened] = useState<readonly string[]>([]);
  const written = Object.keys((valueAt(data, ["words"]) as Record<string, unknown> | undefined) ?? {});
  const changed = [...written, ...opened.filter((key) => !written.includes(key))];
  const add = () => {
    const key = wanted.trim();
    const english = words.get(key);
    if (english === undefined) {
      setNote(`"${key}" is not one of the site's words: choose one from the list as you type.`);
      return;
    }
    if (!written.includes(key)) change(["words", key], english);
    setOpened((keys) => (keys.includes(key) ? keys : [...keys, key]));
    setWanted("");
    setNote(null);
    requestAnimationFrame(() => document.getElementById(controlId(fieldKey(["words", key])))?.focus());
  };
  return (
    <Group>
      {changed.length === 0 ? <p className="text-sm text-ink/70">You use the site's own words everywhere.</p> : null}
      {changed.map((key) => (
        <div key={key} className="space-y-2 rounded-xl border border-ink/15 p-3 sm:p-4">
          <TextField
            path={["words", key]}
            label={key}
            hint={`The site's English: "${words.get(key) ?? ""}". Leave empty for the site's own words.`}
          />
          <button
            type="button"
            className="min-h-11 text-sm font-medium text-red-800 underline"
            onClick={() => {
              // The last one goes with its group: no empty `words:` is left in the file.
              change(written.length === 1 && written[0] === key ? ["words"] : ["words", key], undefined);
              setOpened((keys) => keys.filter((each) => each !== key));
            }}
          >
            Use the site's own words for {key}
          </button>
        </div>
      ))}
      <div className="space-y-2">
        <label htmlFor={search} className="block font-medium text-ink">
          Word one of the site's texts your own way
        </label>
        <p id={`${search}-hint`} className="text-sm text-ink/70">
          Type part of its name or its English words, e.g. "rsvp" or "Submit", and choose it.
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            id={search}
            list={`${search}-words`}
            className={`${INPUT} min-w-0 flex-1`}
            aria-describedby={`${search}-hint${note ? ` ${search}-note` : ""}`}
            value={wanted}
            onChange={(event) => setWanted(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className={BUTTON.secondary} onClick={add}>
            Change these words
          </button>
        </div>
        <datalist id={`${search}-words`}>
          {[...words].map(([key, english]) => (
            <option key={key} value={key}>
              {english}
            </option>
          ))}
        </datalist>
        {note ? (
          <p id={`${search}-note`} role="alert" className="text-sm text-red-800">
            {note}
          </p>
        ) : null}
      </div>
    </Group>
  );
}

function SiteBasics() {
  const { data, change } = useSiteEditing();
  const listed = valueAt(data, ["site", "languages"]);
  const languages = Array.isArray(listed) ? (listed as string[]) : [];
  const toggle = (language: string, on: boolean) => {
    const next = on ? [...languages, language] : languages.filter((each) => each !== language);
    change(["site", "languages"], next.length > 0 ? next : undefined);
  };
  const problems = useSiteEditing().problems.get(fieldKey(["site", "languages"])) ?? [];
  const id = controlId(fieldKey(["site", "languages"]));
  return (
    <Group>
      <TextField
        path={["site", "title"]}
        label="Title"
        hint='The browser tab and link previews; leave empty for your names and dates, e.g. "Ama & Kofi · May 2nd, 2026".'
      />
      <TextField
        path={["site", "description"]}
        long
        label="Description"
        hint="Search results and link previews, at most 200 characters; leave empty for a sentence made from your names, dates and place."
      />
      <TextField
        path={["site", "language"]}
        single
        label="Language of dates and words"
        hint="A tag like en or en-ZA (whose region also says how phone numbers are read)."
      />
      <fieldset className="space-y-2" aria-describedby={problems.length > 0 ? `${id}-problem` : undefined}>
        <legend className="font-medium text-ink">The site's languages</legend>
        <p className="text-sm text-ink/70">
          Tick several to give guests a page in each: every text then has a box a language. The first ticked is the
          default.
        </p>
        <div id={id} tabIndex={-1} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {LANGUAGES.map((language) => (
            <label key={language} className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-powder/30">
              <input
                type="checkbox"
                className="size-5 accent-ink"
                checked={languages.includes(language)}
                onChange={(event) => toggle(language, event.target.checked)}
              />
              {LANGUAGE_NAMES[language]}
            </label>
          ))}
        </div>
        <FieldProblems id={`${id}-problem`} problems={problems.map((problem) => plainProblem(problem))} />
      </fieldset>
      <ChoiceField
        path={["site", "monthNames"]}
        label="Month names"
        hint={
          'For isiZulu, isiXhosa, Sesotho and Setswana: borrowed from English (isiZulu "Mashi") or the language\'s own ("uNdasa").'
        }
        leaveOut="Each language's usual set"
        choices={[
          { value: "borrowed", label: "Borrowed" },
          { value: "traditional", label: "Traditional" },
        ]}
      />
      <TextField
        path={["site", "country"]}
        single
        label="Country"
        hint="Two capital letters, e.g. ZA: phone numbers written the country's way are read in it."
      />
      <TextField path={["timeZone"]} single label="Time zone" hint="Where the wedding is, e.g. Africa/Johannesburg." />
      <TextField
        path={["site", "origin"]}
        single
        label="The site's address"
        hint="e.g. https://thabo-and-lerato.co.za; link previews need it. Leave empty until you have one."
      />
      <TextField path={["site", "designerCredit", "name"]} label="Footer credit" />
      <TextField
        path={["site", "designerCredit", "url"]}
        single
        label="Footer credit's link"
        hint="An https:// address, or empty."
      />
      <TextField
        path={["site", "gaMeasurementId"]}
        single
        label="Google Analytics id"
        hint="Like G-XXXXXXX; guests are asked first. Leave empty for none."
      />
    </Group>
  );
}

function Events() {
  const { data } = useSiteEditing();
  const events = listOf(data, ["events"]);
  return (
    <Group>
      <ListEditor
        path={["events"]}
        label="Events"
        quiet
        hint="In order: each starts no earlier than the one before."
        itemName={(event, index) => plain(valueAt(event, ["title"])) || `Event ${index + 1}`}
        addLabel="Add an event"
        newItem={(items) => newEvent(items)}
      >
        {(index) => <EventFields index={index} />}
      </ListEditor>
      {events.length > 0 ? (
        <TextField
          path={["beveragesNote"]}
          long
          label="A note on drinks"
          hint="Shown with the events; leave empty for none."
        />
      ) : null}
    </Group>
  );
}

/** A new event a week after the last, as long, at the same place: most are. */
function newEvent(items: readonly unknown[]): unknown {
  const last = items.at(-1);
  const ids = new Set(items.map((item) => plain(valueAt(item, ["id"]))));
  let number = items.length + 1;
  while (ids.has(`event-${number}`)) number += 1;
  const start = plain(valueAt(last, ["start"]));
  const end = plain(valueAt(last, ["end"]));
  return {
    id: `event-${number}`,
    title: `Event ${number}`,
    start,
    end,
    venue: { name: plain(valueAt(last, ["venue", "name"])), address: plain(valueAt(last, ["venue", "address"])) },
  };
}

function EventFields({ index }: { index: number }) {
  const at = (...path: (string | number)[]) => ["events", index, ...path];
  return (
    <>
      <TextField path={at("title")} label="Title" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField path={at("start")} label="Starts" />
        <DateTimeField path={at("end")} label="Ends" />
      </div>
      <TextField path={at("venue", "name")} label="Venue" />
      <TextField path={at("venue", "address")} label="Address" />
      <TextField
        path={at("venue", "directionsHint")}
        label="Help finding it"
        hint="Shown under the address; leave empty for none."
      />
      <TextField path={at("description")} long label="Description" hint="Leave empty for none." />
      <CheckboxField
        path={at("public")}
        byDefault
        label="Anyone may see this event"
        hint="Untick for one by invitation only: only the households invited to it see it, on their personal link."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          path={at("dayLabel")}
          label="Day, as printed"
          hint='Leave empty for the day it starts, e.g. "Saturday 27 Sept 2025".'
        />
        <TextField
          path={at("timeLabel")}
          label="Time, as printed"
          hint='Leave empty for the time it starts; or e.g. "12:30 PM (for 1:00 PM)".'
        />
      </div>
      <TextField
        path={at("id")}
        single
        label="Short name"
        hint="Lower-case letters, digits and dashes; links and the guest list use it."
      />
      <StringList
        path={at("meals")}
        label="Meal choices"
        hint="A guest with a personal link who attends picks one; none for no choice."
        itemLabel="Meal"
        addLabel="Add a meal"
      />
    </>
  );
}

/** A list of texts: meals, gift stores, Find Us lines. */
function StringList({
  path,
  label,
  hint,
  itemLabel,
  addLabel,
}: {
  path: (string | number)[];
  label: string;
  hint: string;
  itemLabel: string;
  addLabel: string;
}) {
  return (
    <ListEditor
      path={path}
      label={label}
      hint={hint}
      itemName={(item, index) => plain(item) || `${itemLabel} ${index + 1}`}
      addLabel={addLabel}
      newItem={(items) => `${itemLabel} ${items.length + 1}`}
    >
      {(index) => <TextField path={[...path, index]} label={`${itemLabel} ${index + 1}`} />}
    </ListEditor>
  );
}

function Story() {
  return (
    <Group>
      <TextField path={["story", "heading"]} label="Heading" hint='Leave empty for "A Love Story" in each language.' />
      <ListEditor
        path={["story", "milestones"]}
        label="Milestones"
        itemName={(item, index) => plain(valueAt(item, ["title"])) || `Milestone ${index + 1}`}
        addLabel="Add a milestone"
        newItem={(items) => {
          const last = items.at(-1);
          return {
            year: Number(plain(valueAt(last, ["year"]))) || new Date().getFullYear(),
            title: `Milestone ${items.length + 1}`,
            description: "What happened",
            flower: plain(valueAt(last, ["flower"])),
            gradient: (valueAt(last, ["gradient"]) as unknown[] | undefined) ?? ["#c5d5e8", "#f4ece1"],
          };
        }}
      >
        {(index) => {
          const at = (...path: (string | number)[]) => ["story", "milestones", index, ...path];
          return (
            <>
              <NumberField path={at("year")} label="Year" min={1900} max={2100} />
              <TextField path={at("title")} label="Title" />
              <TextField path={at("description")} long label="What happened" />
              <PictureField path={at("flower")} label="Flower" folder="story" />
              <div className="grid gap-4 sm:grid-cols-2">
                <ColourField path={at("gradient", 0)} label="Card colour, from" />
                <ColourField path={at("gradient", 1)} label="Card colour, to" />
              </div>
            </>
          );
        }}
      </ListEditor>
    </Group>
  );
}

function Gallery() {
  const { data } = useSiteEditing();
  return (
    <Group>
      <TextField path={["gallery", "heading"]} label="Heading" hint='Leave empty for "Gallery" in each language.' />
      <ListEditor
        path={["gallery", "items"]}
        label="Photos"
        hint="Straight from your phone: any size, HEIC too."
        itemName={(item, index) => plain(valueAt(item, ["caption"])) || `Photo ${index + 1}`}
        addLabel="Add photos"
        newItem={() => null}
        adder={(add) => (
          <GalleryAdder
            onPicture={(path, items) =>
              // The description next: its field asks for it.
              add({ id: nextId(items), src: path, alt: "", size: "medium" }, ["gallery", "items", items.length, "alt"])
            }
          />
        )}
      >
        {(index) => {
          const at = (...path: (string | number)[]) => ["gallery", "items", index, ...path];
          return (
            <>
              <PictureField path={at("src")} label="Photo" folder="gallery" />
              <TextField path={at("alt")} label="Describe the photo" hint={ALT_HINT} />
              <FocusChoice
                path={at("focus")}
                image={plain(valueAt(data, at("src")))}
                legend="Which part stays in view in its tile"
                hint="The grid crops each photo to its tile: choose where the faces are."
              />
              <TextField
                path={at("caption")}
                label="Caption"
                hint="Shown under the photo when it is opened. Leave empty for none."
              />
              <ChoiceField
                path={at("size")}
                label="Size in the grid"
                choices={GALLERY_SIZES.map((size) => ({ value: size, label: SIZE_WORDS[size] }))}
              />
            </>
          );
        }}
      </ListEditor>
      <TextField path={["gallery", "note"]} label="A line under the photos" hint="Leave empty for none." />
    </Group>
  );
}

const SIZE_WORDS: Record<(typeof GALLERY_SIZES)[number], string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  wide: "Wide",
  tall: "Tall",
};

function GalleryAdder({ onPicture }: { onPicture(path: string, items: readonly unknown[]): void }) {
  const { data } = useSiteEditing();
  // Several photos chosen at once arrive one after the other: each gets the id after the one before.
  const added: unknown[] = [];
  return (
    <PicturePicker
      label="Add photos"
      folder="gallery"
      multiple
      onPicture={(path) => {
        const items = [...listOf(data, ["gallery", "items"]), ...added];
        onPicture(path, items);
        added.push({ id: nextId(items) });
      }}
    />
  );
}

const nextId = (items: readonly unknown[]) =>
  Math.max(0, ...items.map((item) => Number(valueAt(item, ["id"])) || 0)) + 1;

function Gifts() {
  return (
    <Group>
      <TextField path={["gifts", "heading"]} label="Heading" hint='Leave empty for "Gifts" in each language.' />
      <TextField
        path={["gifts", "note"]}
        long
        label="What you would like to say about gifts"
        hint="Leave empty (with no stores) for no gifts section."
      />
      <StringList
        path={["gifts", "stores"]}
        label="Stores"
        hint="Where your registry is."
        itemLabel="Store"
        addLabel="Add a store"
      />
    </Group>
  );
}

const PAGE_COLOURS = [
  ["text", "Text", "Words and headings."],
  ["accent", "Buttons", "Buttons and links: white words are written on it."],
  ["soft", "Soft panels", "Quiet backgrounds behind cards."],
  ["earth", "Warm accents", "Small warm touches, read on the background."],
  ["background", "Background", "The page behind everything."],
] as const;

function ThemeAndColours() {
  const { data, change } = useSiteEditing();
  const design = plain(valueAt(data, ["site", "design"])) || "classic";
  return (
    <Group>
      <fieldset className="space-y-2">
        <legend className="font-medium text-ink">The page's look</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {DESIGNS.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer gap-3 rounded-xl border border-ink/15 bg-white p-3 has-checked:border-ink has-checked:ring-2 has-checked:ring-dusk/40"
            >
              <input
                type="radio"
                name="site-design"
                className="mt-1 size-4 shrink-0 accent-ink"
                checked={design === choice}
                onChange={() => change(["site", "design"], choice)}
              />
              <span>
                <span className="block font-medium text-ink">{DESIGN_CHOICES[choice].name}</span>
                <span className="block text-sm text-ink/70">{DESIGN_CHOICES[choice].idea}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-4">
        <h3 className="font-serif text-xl text-ink">Page colours</h3>
        <p className="text-sm text-ink/70">
          If a colour makes words hard to read, it says so here with a colour to try.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {PAGE_COLOURS.map(([role, label, hint]) => (
            <ColourField key={role} path={["theme", "page", role]} label={label} hint={hint} />
          ))}
          <ColourField
            path={["theme", "particleColour"]}
            label="Floating particles"
            hint="Leave empty for the text colour, softened."
          />
        </div>
      </div>
      <ChoiceField
        path={["theme", "fonts"]}
        label="Type"
        choices={FONT_PAIRINGS.map((fonts) => ({ value: fonts, label: FONT_WORDS[fonts] }))}
      />
      <TextField
        path={["theme", "name"]}
        label="Dress code or theme"
        hint='What guests see, e.g. "Shades of Blue and Brown"; leave empty for none.'
      />
      <TextField
        path={["theme", "heading"]}
        label="Heading"
        hint='Leave empty for "Weekend Theme" (several days) or "Theme" (one day).'
      />
      <ListEditor
        path={["theme", "colours"]}
        label="Theme colours"
        hint="The palette guests see, each with a name (it describes the palette to guests who cannot see it)."
        itemName={(item, index) => plain(valueAt(item, ["name"])) || `Colour ${index + 1}`}
        addLabel="Add a colour"
        newItem={(items) => ({ name: `Colour ${items.length + 1}`, hex: "#c5d5e8" })}
      >
        {(index) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField path={["theme", "colours", index, "name"]} label="Name" />
            <ColourField path={["theme", "colours", index, "hex"]} label="Colour" />
          </div>
        )}
      </ListEditor>
      <PictureField
        path={["theme", "paletteImage"]}
        label="A picture of the palette"
        hint="Leave out for none."
        folder="theme"
        removable
      />
    </Group>
  );
}

const FONT_WORDS: Record<(typeof FONT_PAIRINGS)[number], string> = {
  classic: "Classic: Cormorant Garamond and Lato",
  modern: "Modern: DM Serif Display and Manrope",
  romantic: "Romantic: Great Vibes and Manrope",
};

function Rsvp() {
  return (
    <Group>
      <DateField
        path={["rsvp", "deadline"]}
        label="Answer by"
        hint="The last day to respond, before the first event."
      />
      <TextField
        path={["rsvp", "deadlineLabel"]}
        label="Deadline, as printed"
        hint='Leave empty for the date in your language, e.g. "August 1, 2025".'
      />
      <ListEditor
        path={["rsvp", "contacts"]}
        label="People guests can call"
        hint="Named when a guest has a question about their answer, with a tap-to-call link."
        itemName={(item, index) => plain(valueAt(item, ["name"])) || `Contact ${index + 1}`}
        addLabel="Add a contact"
        newItem={(items) => ({ name: `Contact ${items.length + 1}` })}
      >
        {(index) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField path={["rsvp", "contacts", index, "name"]} label="Name" />
            <TextField
              path={["rsvp", "contacts", index, "phone"]}
              single
              label="Phone"
              hint="e.g. +27 82 555 0101; leave empty for none."
            />
          </div>
        )}
      </ListEditor>
      <CheckboxField
        path={["rsvp", "closeAtDeadline"]}
        byDefault
        label="Close answers after the deadline"
        hint="After the end of that day, the form and personal links take no new answers or changes."
      />
      <CheckboxField
        path={["rsvp", "openForm"]}
        byDefault
        label="Anyone may answer on the public page"
        hint="Untick when every guest answers through their household's personal link."
      />
      <TextField
        path={["rsvp", "personalLinkNote"]}
        long
        label="What the public page says instead of the form"
        hint="Only when anyone may not answer; leave empty for our sentence."
      />
    </Group>
  );
}

function FindUs() {
  const { data } = useSiteEditing();
  const events = listOf(data, ["events"]);
  return (
    <Group>
      <TextField
        path={["findUs", "heading"]}
        label="Heading"
        hint='Leave empty for "Find Us & Save the Date" in each language.'
      />
      <ChoiceField
        path={["findUs", "mapEventId"]}
        label="The map shows"
        hint="The venue Get Directions leads to."
        leaveOut="The first event's venue"
        choices={events.map((event) => ({
          value: plain(valueAt(event, ["id"])),
          label: plain(valueAt(event, ["title"])) || plain(valueAt(event, ["id"])),
        }))}
      />
      <StringList
        path={["findUs", "eventText"]}
        label="Save the Date lines"
        hint="None for one line per event (and the theme)."
        itemLabel="Line"
        addLabel="Add a line"
      />
    </Group>
  );
}

function GuestPhotos() {
  return (
    <Group>
      <NumberField
        path={["guestPhotos", "maxFilesPerSession"]}
        label="Photos a guest may send at once"
        min={1}
        max={100}
      />
      <MegabytesField
        path={["guestPhotos", "maxFileBytes"]}
        label="Largest photo a guest may send, in MB"
        hint="At most 50; a phone's photo is a few."
      />
      <CheckboxField
        path={["guestPhotos", "uploadOnly"]}
        byDefault={false}
        label="On the day: guests send photos but the page does not show them"
        hint="Your slideshow and the admin still do."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField
          path={["guestPhotos", "autoApprove", "from"]}
          label="Approve at once from"
          hint="Photos arriving between these times need no review; leave empty to review every photo."
        />
        <DateTimeField path={["guestPhotos", "autoApprove", "until"]} label="Approve at once until" />
      </div>
    </Group>
  );
}

function Privacy() {
  const { data, change } = useSiteEditing();
  const kept = valueAt(data, ["privacy", "retentionDays"]) === "off";
  return (
    <Group>
      <CheckboxField
        path={["privacy", "keepApprovedPhotos"]}
        byDefault
        label="Keep approved photos on the page after guests' data is deleted"
        hint="Their published copies carry no location or other details."
      />
      {kept ? null : (
        <NumberField
          path={["privacy", "retentionDays"]}
          label="Delete guests' data this many days after the wedding"
          hint="Answers, households, mails and photo originals; 180 when left empty."
          min={1}
          max={3650}
        />
      )}
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-ink"
          checked={kept}
          onChange={(event) => change(["privacy", "retentionDays"], event.target.checked ? "off" : undefined)}
        />
        <span className="font-medium text-ink">Never delete it (we delete it ourselves)</span>
      </label>
      <TextField
        path={["privacy", "contactEmail"]}
        single
        label="Email for questions about their data"
        hint="Leave empty to name the RSVP contacts."
      />
    </Group>
  );
}

function CountdownAndCalendar() {
  return (
    <Group>
      <DateTimeField path={["countdownTarget"]} label="Count down to" hint="Leave empty for the first event's start." />
      <TextField path={["countdown", "onTheDay"]} label="On the day" hint='Leave empty for "Today!".' />
      <TextField
        path={["countdown", "afterwards"]}
        label="Afterwards"
        hint='Leave empty for "Just married! Thank you for celebrating with us."'
      />
      <h3 className="font-serif text-xl text-ink">Add to calendar</h3>
      <p className="text-sm text-ink/70">Each left empty is made from your names and the events.</p>
      <TextField path={["calendar", "title"]} label="Title" />
      <TextField path={["calendar", "details"]} long label="Details" />
      <TextField path={["calendar", "location"]} label="Location" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField path={["calendar", "start"]} label="Starts" hint="Leave empty for the first event's start." />
        <DateTimeField path={["calendar", "end"]} label="Ends" hint="Leave empty for the last event's end." />
      </div>
      <TextField
        path={["footer", "dateLabel"]}
        label="The footer's date"
        hint={'Leave empty for the first event\'s date, e.g. "September 27, 2025".'}
      />
    </Group>
  );
}

export const EDITOR_SECTIONS: readonly EditorSection[] = [
  {
    id: "couple",
    title: "The two of you",
    fields: ["couple"],
    summary: (data) => names(listOf(data, ["couple", "partners"]), "firstName").replace(" and ", " & "),
    Body: Couple,
  },
  {
    id: "hero",
    title: "First screen",
    fields: ["hero"],
    summary: (data) =>
      valueAt(data, ["hero", "photo"])
        ? "Your photo behind your names"
        : plain(valueAt(data, ["hero", "invitationLine"])),
    Body: FirstScreen,
  },
  {
    id: "events",
    title: "Events",
    fields: ["events", "beveragesNote"],
    summary: (data) => {
      const events = listOf(data, ["events"]);
      return `${count(events.length, "event", "events")}${events.length > 0 ? `: ${names(events, "title")}` : ""}`;
    },
    Body: Events,
  },
  {
    id: "story",
    title: "Your story",
    fields: ["story"],
    summary: (data) => count(listOf(data, ["story", "milestones"]).length, "milestone", "milestones"),
    Body: Story,
  },
  {
    id: "gallery",
    title: "Gallery",
    fields: ["gallery"],
    summary: (data) => count(listOf(data, ["gallery", "items"]).length, "photo", "photos"),
    Body: Gallery,
  },
  {
    id: "gifts",
    title: "Gifts",
    fields: ["gifts"],
    summary: (data) =>
      valueAt(data, ["gifts"])
        ? count(listOf(data, ["gifts", "stores"]).length, "store", "stores")
        : "No gifts section",
    Body: Gifts,
  },
  {
    id: "theme",
    title: "Look and colours",
    fields: ["theme", "site.design"],
    summary: (data) =>
      `${DESIGN_CHOICES[(plain(valueAt(data, ["site", "design"])) || "classic") as keyof typeof DESIGN_CHOICES]?.name ?? ""} design${plain(valueAt(data, ["theme", "name"])) ? ` · ${plain(valueAt(data, ["theme", "name"]))}` : ""}`,
    Body: ThemeAndColours,
  },
  {
    id: "rsvp",
    title: "RSVP",
    fields: ["rsvp"],
    summary: (data) => {
      const deadline = plain(valueAt(data, ["rsvp", "deadline"]));
      return `${deadline ? `Answers by ${deadline}` : "No deadline"} · ${count(listOf(data, ["rsvp", "contacts"]).length, "contact", "contacts")}`;
    },
    Body: Rsvp,
  },
  {
    id: "find-us",
    title: "Find us",
    fields: ["findUs"],
    summary: (data) => {
      const id = plain(valueAt(data, ["findUs", "mapEventId"]));
      const event = listOf(data, ["events"]).find((each) => plain(valueAt(each, ["id"])) === id);
      return `The map shows ${event ? plain(valueAt(event, ["title"])) : "the first event"}`;
    },
    Body: FindUs,
  },
  {
    id: "guest-photos",
    title: "Guests' photos",
    fields: ["guestPhotos"],
    summary: (data) =>
      `Up to ${plain(valueAt(data, ["guestPhotos", "maxFilesPerSession"])) || "?"} photos at once${valueAt(data, ["guestPhotos", "autoApprove"]) ? " · approved at once on the day" : ""}`,
    Body: GuestPhotos,
  },
  {
    id: "privacy",
    title: "Privacy",
    fields: ["privacy"],
    summary: (data) => {
      const days = valueAt(data, ["privacy", "retentionDays"]);
      return days === "off"
        ? "Guests' data is kept"
        : `Guests' data deleted ${typeof days === "number" ? days : 180} days after`;
    },
    Body: Privacy,
  },
  {
    id: "countdown",
    title: "Countdown and calendar",
    fields: ["countdownTarget", "countdown", "calendar", "footer"],
    summary: () => "Made from your events unless you word them",
    Body: CountdownAndCalendar,
  },
  {
    id: "site",
    title: "Site and languages",
    fields: ["site", "timeZone"],
    summary: (data) => {
      const languages = valueAt(data, ["site", "languages"]);
      return Array.isArray(languages) && languages.length > 1
        ? `${languages.length} languages · ${plain(valueAt(data, ["timeZone"]))}`
        : `${plain(valueAt(data, ["site", "language"]))} · ${plain(valueAt(data, ["timeZone"]))}`;
    },
    Body: SiteBasics,
  },
  {
    id: "words",
    title: "The site's own words",
    fields: ["words"],
    summary: (data) => {
      const changed = Object.keys((valueAt(data, ["words"]) as Record<string, unknown> | undefined) ?? {}).length;
      return changed === 0 ? "As the site words them" : `${count(changed, "text", "texts")} in your own words`;
    },
    Body: OwnWords,
  },
];
