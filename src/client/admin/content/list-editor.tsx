import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { BUTTON } from "../ui.ts";
import { type ContentPath, fieldKey } from "./content-document.ts";
import { controlId, useSiteEditing, valueAt } from "./editor-context.ts";
import { FieldProblems } from "./editor-fields.tsx";
import { plainProblem } from "./plain-problems.ts";

/**
 * A list the couple add to, take from and put in order (events, milestones, photos, contacts, meals, stores,
 * colours): each item a card with Move up, Move down and Remove, named for the item so a screen reader says
 * which; every change is announced, and the focus stays on the button that was pressed, where the item went.
 */
export function ListEditor({
  path,
  label,
  hint,
  itemName,
  addLabel,
  newItem,
  children,
  adder,
  quiet = false,
}: {
  path: ContentPath;
  label: string;
  /** The label for screen readers only: the section's own title says it already. */
  quiet?: boolean;
  hint?: string;
  /** How an item is named on its card and to a screen reader: "Ceremony", "Meal 2". */
  itemName(item: unknown, index: number): string;
  addLabel: string;
  /** The item added, given the list as it is (a new id one above the highest). */
  newItem(items: readonly unknown[]): unknown;
  /** The item's fields. */
  children(index: number): ReactNode;
  /**
   * Instead of the Add button: a control that adds items itself (the gallery's photo picker), and may say which
   * field of the new item takes the focus.
   */
  adder?: (add: (item: unknown, focus?: ContentPath) => void) => ReactNode;
}) {
  const { data, addItem, removeItem, moveItem, problems } = useSiteEditing();
  const value = valueAt(data, path);
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  const id = useId();
  const [announcement, setAnnouncement] = useState("");
  const focusNext = useRef<string | null>(null);
  const listProblems = (problems.get(fieldKey(path)) ?? []).map((problem) => plainProblem(problem));

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const move = (from: number, to: number, button: "up" | "down") => {
    const name = itemName(items[from], from);
    moveItem(path, from, to);
    const stillThere = button === "up" ? to > 0 : to < items.length - 1;
    focusNext.current = `${id}-${to}-${stillThere ? button : button === "up" ? "down" : "up"}`;
    setAnnouncement(`Moved ${name} to place ${to + 1} of ${items.length}.`);
  };
  const remove = (index: number) => {
    const name = itemName(items[index], index);
    removeItem(path, index);
    focusNext.current = items.length > 1 ? `${id}-${Math.min(index, items.length - 2)}-title` : `${id}-add`;
    setAnnouncement(`Removed ${name}.`);
  };
  const add = (item: unknown = newItem(items), focus?: ContentPath) => {
    addItem(path, item);
    focusNext.current = focus ? controlId(fieldKey(focus)) : `${id}-${items.length}-title`;
    setAnnouncement(`Added number ${items.length + 1} of ${label.toLowerCase()}.`);
  };

  return (
    <fieldset aria-labelledby={`${id}-label`} className="min-w-0 space-y-3">
      <div>
        <h3 id={`${id}-label`} className={quiet ? "sr-only" : "font-serif text-xl text-ink"}>
          {label}
        </h3>
        {hint ? <p className="text-sm text-ink/70">{hint}</p> : null}
        <span id={controlId(fieldKey(path))} tabIndex={-1} />
        <FieldProblems id={`${controlId(fieldKey(path))}-problem`} problems={listProblems} />
      </div>
      {items.length > 0 ? (
        <ol className="space-y-3">
          {items.map((item, index) => {
            const name = itemName(item, index);
            return (
              // The place is the item's identity here: the fields read it by index, and moving keeps their focus.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="rounded-xl border border-ink/15 bg-sand/40 p-3 sm:p-4">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h4 id={`${id}-${index}-title`} tabIndex={-1} className="font-medium text-ink focus:outline-none">
                    <span className="text-ink/80">{index + 1}.</span> {name}
                  </h4>
                  <div className="flex gap-1.5">
                    <button
                      id={`${id}-${index}-up`}
                      type="button"
                      className={ITEM_BUTTON}
                      disabled={index === 0}
                      aria-label={`Move ${name} up`}
                      onClick={() => move(index, index - 1, "up")}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      id={`${id}-${index}-down`}
                      type="button"
                      className={ITEM_BUTTON}
                      disabled={index === items.length - 1}
                      aria-label={`Move ${name} down`}
                      onClick={() => move(index, index + 1, "down")}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className={`${ITEM_BUTTON} text-red-800`}
                      aria-label={`Remove ${name}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </button>
                  </div>
                </div>
                <div className="space-y-4">{children(index)}</div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {adder ? (
        adder((item, focus) => add(item, focus))
      ) : (
        <button id={`${id}-add`} type="button" className={BUTTON.secondary} onClick={() => add()}>
          <span aria-hidden="true">+</span> {addLabel}
        </button>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

/** Big enough for a thumb: 44 px high. */
const ITEM_BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-ink/20 bg-white px-3 text-sm font-medium text-ink transition hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk disabled:cursor-not-allowed disabled:opacity-40";
