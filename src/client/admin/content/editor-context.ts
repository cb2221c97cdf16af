import { createContext, useContext } from "react";
import type { ContentPath } from "./content-document.ts";

/**
 * What every field of the editor reads and writes through: the content as plain data (read once a change, not once
 * a field), the changes made on the YAML document (content-document.ts), the problems filed by field, and the
 * pictures sent so far.
 */
export interface SiteEditing {
  /** The content file as plain data. */
  data: unknown;
  /** Sets a field (an empty text or undefined leaves it out). */
  change(path: ContentPath, value: unknown): void;
  addItem(listPath: ContentPath, item: unknown): void;
  removeItem(listPath: ContentPath, index: number): void;
  moveItem(listPath: ContentPath, from: number, to: number): void;
  /** Messages by fieldKey (problemsByField). */
  problems: ReadonlyMap<string, readonly string[]>;
  /** The site's languages when there are several (a text then has one input a language), else []. */
  languages: readonly string[];
  timeZone: string;
  /** Each picture path the content names, by the hash of its stored bytes. */
  pictures: Readonly<Record<string, string>>;
  /** Sends a picture from the phone; resolves to the path it is named by in the content, or a problem in plain words. */
  addPicture(file: File, folder: string): Promise<{ path: string } | { problem: string }>;
}

export const SiteEditingContext = createContext<SiteEditing | null>(null);

export function useSiteEditing(): SiteEditing {
  const editing = useContext(SiteEditingContext);
  if (!editing) throw new Error("useSiteEditing needs a SiteEditingContext");
  return editing;
}

/** The value at a path of plain data. */
export function valueAt(data: unknown, path: ContentPath): unknown {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** The id of a field's control, from its path: the problems list at the top leads to it. */
export const controlId = (key: string) => `site-field-${key.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
