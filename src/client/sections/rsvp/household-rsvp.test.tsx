import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PAGE_WORDS_EN } from "../../../shared/words/page-en.ts";
import { withPageWords } from "../../../testing/page-words.tsx";
import { fieldKey, fieldMessages, type GuestForm, type InvitedEvent } from "./household-form.ts";
import { GuestFields } from "./household-rsvp.tsx";

const FIELD_MESSAGES = fieldMessages(PAGE_WORDS_EN.householdProblems);

const EVENTS: InvitedEvent[] = [
  { id: "ceremony", title: "Ceremony", meals: undefined },
  { id: "dinner", title: "Dinner", meals: ["Fish", "Lamb"] },
];

function guest(overrides: Partial<GuestForm> = {}): GuestForm {
  return {
    guestId: "g1",
    isSeat: false,
    isChild: false,
    name: "Ann",
    dietary: "",
    choices: { ceremony: { attending: null, meal: "" }, dinner: { attending: true, meal: "" } },
    ...overrides,
  };
}

/** The page has no DOM in these tests: the markup, read by its tags. */
function render(form: GuestForm, problems: ReadonlyMap<string, string> | null): string {
  return renderToStaticMarkup(
    withPageWords(
      <GuestFields
        guest={form}
        heading={form.name || "Your guest"}
        events={EVENTS}
        domId={(key) => `f-${key}`}
        problems={problems}
        update={() => undefined}
      />,
    ),
  );
}

/** The opening tags of `tag` elements. */
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
/** The text of the paragraph with this id (a problem's words, beside its icon). */
const textOf = (html: string, id: string | undefined) =>
  html.match(new RegExp(`id="${id}"[^>]*>(.*?)</p>`))?.[1]?.replace(/<[^>]+>/g, "");
const text = (html: string) => html.replace(/<[^>]+>/g, " ");

describe("a guest's fields", () => {
  it("shows each problem under its field, tied to the control by aria-describedby", () => {
    const problems = new Map([
      [fieldKey.attending("g1", "ceremony"), FIELD_MESSAGES.attending],
      [fieldKey.meal("g1", "dinner"), FIELD_MESSAGES.meal],
    ]);
    const html = render(guest(), problems);
    const invalidRadios = tags(html, "input").filter(
      (tag) => attribute(tag, "type") === "radio" && attribute(tag, "aria-invalid") === "true",
    );
    // Both answers of the unanswered question are marked; the first carries the id the focus goes to.
    expect(invalidRadios).toHaveLength(2);
    expect(attribute(invalidRadios[0] ?? "", "id")).toBe(`f-${fieldKey.attending("g1", "ceremony")}`);
    expect(textOf(html, attribute(invalidRadios[1] ?? "", "aria-describedby"))).toBe(FIELD_MESSAGES.attending);
    const [meal] = tags(html, "select");
    expect(attribute(meal ?? "", "id")).toBe(`f-${fieldKey.meal("g1", "dinner")}`);
    expect(attribute(meal ?? "", "aria-invalid")).toBe("true");
    expect(textOf(html, attribute(meal ?? "", "aria-describedby"))).toBe(FIELD_MESSAGES.meal);
  });

  it("marks nothing before the guest tries to send", () => {
    const html = render(guest(), null);
    const controls = [...tags(html, "input"), ...tags(html, "select")];
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((tag) => attribute(tag, "aria-invalid") || attribute(tag, "aria-describedby"))).toEqual([]);
  });

  it("asks a seat's name, a meal only when coming to an event with meals, and dietary needs only when coming", () => {
    const seat = text(render(guest({ isSeat: true, name: "" }), null));
    expect(seat).toContain("Name of your guest");
    expect(seat).toContain("Meal choice for Dinner");
    expect(seat).toContain("Dietary needs (optional)");
    const notComing = text(
      render(
        guest({ choices: { ceremony: { attending: false, meal: "" }, dinner: { attending: false, meal: "" } } }),
        null,
      ),
    );
    expect(notComing).not.toContain("Meal choice");
    expect(notComing).not.toContain("Dietary needs");
    expect(text(render(guest(), null))).not.toContain("Name of your guest");
  });
});
