import { useState } from "react";
import { LANGUAGE_NAMES } from "../../../shared/page-languages.ts";
import { LANGUAGES } from "../../../shared/words/words.ts";
import { BUTTON } from "../ui.ts";
import {
  blankEvent,
  COMMON_COUNTRIES,
  COMMON_TIME_ZONES,
  type EventAnswer,
  endsNextDay,
  placeLabelOf,
  replyByOf,
} from "./wizard-content.ts";
import {
  FieldNote,
  fieldId,
  type StepProps,
  TextField,
  WIZARD_HINT,
  WIZARD_INPUT,
  WIZARD_LABEL,
} from "./wizard-fields.tsx";

const OTHER_ZONE = "other";
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * Step 2: each part of the wedding (title, day, start and end, place and address; add another, remove one), the
 * time zone they are in, the site's language and country, the place under the names and the last day to reply.
 */
export function DaysStep({ answers, change, problems, today }: StepProps & { today: string }) {
  const [otherZone, setOtherZone] = useState(
    () => !(COMMON_TIME_ZONES as readonly string[]).includes(answers.timeZone),
  );
  const [announcement, setAnnouncement] = useState("");
  const setEvent = (index: number, patch: Partial<EventAnswer>) =>
    change({ events: answers.events.map((event, at) => (at === index ? { ...event, ...patch } : event)) });
  const addEvent = () => {
    const last = answers.events.at(-1);
    change({ events: [...answers.events, { ...blankEvent(), date: last?.date ?? "" }] });
    setAnnouncement(`Event ${answers.events.length + 1} added.`);
    // Once drawn: the new event's first field.
    requestAnimationFrame(() => document.getElementById(fieldId(`events[${answers.events.length}].title`))?.focus());
  };
  const removeEvent = (index: number) => {
    change({ events: answers.events.filter((_, at) => at !== index) });
    setAnnouncement(`Event ${index + 1} removed.`);
    requestAnimationFrame(() => document.getElementById("wizard-add-event")?.focus());
  };
  const countries = (COMMON_COUNTRIES as readonly string[]).includes(answers.country)
    ? COMMON_COUNTRIES
    : [answers.country, ...COMMON_COUNTRIES];
  return (
    <div className="space-y-8">
      {answers.events.map((event, index) => {
        const at = `events[${index}]`;
        const nextDay = endsNextDay(event);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an event is its place in the list; ids come later.
          <fieldset key={index} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-5">
            <legend className="float-left mb-2 w-full font-serif text-xl text-ink">
              {answers.events.length > 1 ? `Event ${index + 1} of ${answers.events.length}` : "Your event"}
            </legend>
            <TextField
              field={`${at}.title`}
              label="What is it?"
              placeholder="e.g. Ceremony, Reception, Umembeso"
              problems={problems}
              value={event.title}
              onChange={(title) => setEvent(index, { title })}
            />
            <TextField
              field={`${at}.date`}
              label="Day"
              type="date"
              min={today}
              problems={problems}
              value={event.date}
              onChange={(date) => setEvent(index, { date })}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                field={`${at}.start`}
                label="Starts"
                type="time"
                problems={problems}
                value={event.start}
                onChange={(start) => setEvent(index, { start })}
              />
              <TextField
                field={`${at}.end`}
                label="Ends"
                type="time"
                hint={nextDay ? "Ends the next day." : undefined}
                problems={problems}
                value={event.end}
                onChange={(end) => setEvent(index, { end })}
              />
            </div>
            <TextField
              field={`${at}.venue.name`}
              label="Place"
              placeholder="e.g. St Mary's Church"
              problems={problems}
              value={event.venueName}
              onChange={(venueName) => setEvent(index, { venueName })}
            />
            <TextField
              field={`${at}.venue.address`}
              label="Address"
              hint="Guests get directions to it."
              autoComplete="off"
              problems={problems}
              value={event.address}
              onChange={(address) => setEvent(index, { address })}
            />
            {answers.events.length > 1 ? (
              <button type="button" className={`min-h-12 ${BUTTON.secondary}`} onClick={() => removeEvent(index)}>
                Remove event {index + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button id="wizard-add-event" type="button" className={`min-h-12 w-full ${BUTTON.secondary}`} onClick={addEvent}>
        + Add another event
      </button>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="space-y-5">
        <div>
          <label htmlFor={fieldId("timeZone")} className={WIZARD_LABEL}>
            Time zone
          </label>
          <select
            id={fieldId("timeZone")}
            className={WIZARD_INPUT}
            value={otherZone ? OTHER_ZONE : answers.timeZone}
            aria-describedby={`${fieldId("timeZone")}-note`}
            aria-invalid={problems.has("timeZone") && !otherZone ? true : undefined}
            onChange={(event) => {
              const chosen = event.target.value;
              setOtherZone(chosen === OTHER_ZONE);
              if (chosen !== OTHER_ZONE) change({ timeZone: chosen });
            }}
          >
            {COMMON_TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
            <option value={OTHER_ZONE}>Another time zone…</option>
          </select>
          <FieldNote
            id={`${fieldId("timeZone")}-note`}
            hint="Where the wedding is: guests see every time in this zone, wherever they are."
            problem={otherZone ? undefined : problems.get("timeZone")}
          />
        </div>
        {otherZone ? (
          <TextField
            field="timeZone"
            label="Its name"
            hint="As the world's time zone list writes it, e.g. Europe/Paris or America/Chicago."
            autoComplete="off"
            spellCheck={false}
            problems={problems}
            value={answers.timeZone}
            onChange={(timeZone) => change({ timeZone })}
          />
        ) : null}
        <div>
          <label htmlFor={fieldId("site.language")} className={WIZARD_LABEL}>
            The site's language
          </label>
          <select
            id={fieldId("site.language")}
            className={WIZARD_INPUT}
            value={answers.language}
            aria-describedby={`${fieldId("site.language")}-note`}
            onChange={(event) => {
              const language = LANGUAGES.find((code) => code === event.target.value);
              if (language) change({ language });
            }}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
          <p id={`${fieldId("site.language")}-note`} className={WIZARD_HINT}>
            Dates and the site's own words are written in it. You can add more languages later.
          </p>
        </div>
        <div>
          <label htmlFor={fieldId("site.country")} className={WIZARD_LABEL}>
            Country
          </label>
          <select
            id={fieldId("site.country")}
            className={WIZARD_INPUT}
            value={answers.country}
            aria-describedby={`${fieldId("site.country")}-note`}
            onChange={(event) => change({ country: event.target.value })}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {regionNames.of(code) ?? code}
              </option>
            ))}
          </select>
          <FieldNote
            id={`${fieldId("site.country")}-note`}
            hint="Phone numbers are read the way people there write them."
            problem={problems.get("site.country")}
          />
        </div>
        <TextField
          field="hero.placeLabel"
          label="The place under your names"
          hint="Made from your places; a town or area reads well, e.g. Stellenbosch • Cape Winelands."
          problems={problems}
          value={placeLabelOf(answers)}
          onChange={(placeLabel) => change({ placeLabel })}
        />
        <TextField
          field="rsvp.deadline"
          label="Last day to reply"
          type="date"
          hint="Before the first event. After it, the form takes no new replies."
          problems={problems}
          value={replyByOf(answers, today)}
          onChange={(replyBy) => change({ replyBy })}
        />
      </div>
    </div>
  );
}
