import { isCollection, isMap, isSeq, parseDocument } from "yaml";
import { checkContentFile, problemsIn } from "../../../shared/content-file.ts";
import { ContentError, formatContentPath } from "../../../shared/content-schema.ts";
import { CONTENT_FILE_NAME } from "./content-client.ts";

/**
 * The content file as the editor changes it: each change is made on the YAML document, so the couple's notes, the
 * order of fields and everything the editor does not show are kept as written, and the YAML they download is the
 * file they would have written by hand. Each function takes the file and returns it changed.
 */

export type ContentPath = readonly (string | number)[];

const read = (yaml: string) => parseDocument(yaml);
/** Long texts stay on one line, as the couple wrote them. */
const WRITE = { lineWidth: 0 } as const;

/** The value at a path, as plain data (undefined when there is none). */
export function valueIn(yaml: string, path: ContentPath): unknown {
  const found = read(yaml).getIn(path, true);
  return isCollection(found) || (found && typeof found === "object" && "toJSON" in found)
    ? (found as { toJSON(): unknown }).toJSON()
    : found;
}

/** Sets a value; `undefined` (or an empty text) removes the field, so an emptied optional field is left out. */
export function withValue(yaml: string, path: ContentPath, value: unknown): string {
  const document = read(yaml);
  if (value === undefined || value === "") {
    if (document.hasIn(path)) document.deleteIn(path);
  } else {
    document.setIn(path, document.createNode(value));
  }
  return document.toString(WRITE);
}

/** Adds an item at the end of a list, making the list when there is none. */
export function withItemAdded(yaml: string, listPath: ContentPath, item: unknown): string {
  const document = read(yaml);
  const list = document.getIn(listPath, true);
  if (isSeq(list)) list.add(document.createNode(item));
  else document.setIn(listPath, document.createNode([item]));
  return document.toString(WRITE);
}

/** Removes a list's item; a list left empty is removed with it (the section is then simply not shown). */
export function withItemRemoved(yaml: string, listPath: ContentPath, index: number): string {
  const document = read(yaml);
  const list = document.getIn(listPath, true);
  if (!isSeq(list)) return yaml;
  list.items.splice(index, 1);
  if (list.items.length === 0) document.deleteIn(listPath);
  return document.toString(WRITE);
}

/** Moves a list's item from one place to another, its notes with it. */
export function withItemMoved(yaml: string, listPath: ContentPath, from: number, to: number): string {
  const document = read(yaml);
  const list = document.getIn(listPath, true);
  if (!isSeq(list) || to < 0 || to >= list.items.length || from === to) return yaml;
  const [item] = list.items.splice(from, 1);
  list.items.splice(to, 0, item);
  return document.toString(WRITE);
}

/** The keys of a group of fields, in the file's order ([] when it is not a group). */
export function keysIn(yaml: string, path: ContentPath): string[] {
  const found = path.length === 0 ? read(yaml).contents : read(yaml).getIn(path, true);
  return isMap(found) ? found.items.map((pair) => String((pair.key as { value?: unknown })?.value ?? pair.key)) : [];
}

/**
 * Each problem the checker finds, by the field it names ("events[1].start" → "must be…"), so the editor shows it at
 * that field; problems naming no field ("(top level)", a YAML mistake) are under "".
 */
export function problemsByField(problems: readonly string[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const problem of problems) {
    const found = /^\S+?(?::\d+)? (.+?): ([\s\S]+)$/.exec(problem);
    const field = found?.[1] && found[1] !== "(top level)" && !found[1].includes(" ") ? found[1] : "";
    const message = found && field ? (found[2] ?? problem) : problem;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  return byField;
}

/** The key problemsByField files a field's problems under. */
export const fieldKey = (path: ContentPath): string => formatContentPath(path);

/** What publishing would refuse in this file, checked in the browser as the couple types (pictures are the server's). */
export function problemsOf(yaml: string): string[] {
  try {
    checkContentFile(yaml, { fileName: CONTENT_FILE_NAME });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return problemsIn(error.message, CONTENT_FILE_NAME);
    throw error;
  }
}
