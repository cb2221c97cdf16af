import { isMap, isScalar, LineCounter, type Node, parseDocument } from "yaml";
import { closest } from "./closest.ts";
import {
  declaredLanguages,
  defaultLanguageOf,
  isTextMap,
  languageProblems,
  missingTextProblem,
  readInLanguage,
} from "./content-languages.ts";
import {
  type CheckedContent,
  CheckedContentSchema,
  ContentError,
  contentFor,
  formatContentPath,
  IMAGE_PATH_SCHEMA,
  type WeddingContent,
  WeddingContentSchema,
} from "./content-schema.ts";
import type { Language } from "./words/words.ts";
import { explainYamlMistake } from "./yaml-mistakes.ts";

/**
 * Reads the couple's content file (content/wedding.yaml): YAML, checked
 * against the content schema. Every problem is reported at once, each as
 * `content/wedding.yaml:42 gallery.items[3].alt: must not be empty`: the
 * line, the field and what is wrong, never a stack trace. A key the schema
 * does not know is an error with the nearest known key as a hint, and a
 * picture that is not in content/images names the field that refers to it.
 * Pure: the caller says where pictures are (build, tests, content:check).
 */

export interface ContentFileOptions {
  /** How the file is named in messages, e.g. "content/wedding.yaml". */
  fileName: string;
  /** Whether content/images holds this picture; leave out to skip the check (the built server). */
  pictureExists?: (picture: string) => boolean;
  /** What is said of a picture that is not there (default: there is no picture content/images/…). */
  missingPicture?: (picture: string) => string;
  /** Which of the site's languages to read the file in; leave out for its first (every one is checked). */
  language?: Language;
}

/** The file's content as the couple sees it: every event (checkContentFile keeps it underived, for contentFor). */
export function parseContentFile(source: string, options: ContentFileOptions): WeddingContent {
  return contentFor(checkContentFile(source, options), "couple");
}

export function checkContentFile(
  source: string,
  {
    fileName,
    pictureExists,
    missingPicture = (picture) => `there is no picture content/images/${picture}`,
    language,
  }: ContentFileOptions,
): CheckedContent {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line;
  if (document.errors.length > 0) {
    const { line, message } = explainYamlMistake(source, document.errors, { lineOf, fits: readsAsContent });
    throw new ContentError(`${fileName} is not valid YAML:\n  ${fileName}:${line} ${message}`);
  }

  const input: unknown = document.toJS();
  const problems: string[] = [];
  const report = ({ path, message }: { path: Path; message: string }) => {
    const node = nodeAt(document.contents, path);
    const line = node?.range ? `:${lineOf(node.range[0])}` : "";
    const problem = `${fileName}${line} ${formatContentPath(path) || "(top level)"}: ${message}`;
    if (!problems.includes(problem)) problems.push(problem);
  };
  const languages = declaredLanguages(input);
  if (language && !(languages ?? [defaultLanguageOf(input)]).includes(language)) {
    throw new ContentError(`${fileName} is not written in ${language}`);
  }
  for (const problem of languageProblems(input, languages)) report(problem);

  const wanted = languages ? (language ?? languages[0] ?? null) : null;
  // Each language's view of the file is checked: a text given per language is read in it (content-languages.ts).
  let chosen: CheckedContent | undefined;
  const inLanguages: Partial<Record<Language, CheckedContent>> = {};
  for (const view of languages ?? [null]) {
    const { value: picked, missing } = readInLanguage(input, view, languages);
    for (const path of missing) report({ path, message: missingTextProblem(view, languages) });
    /** Where a problem is: at the language's own line when the field holds a text per language. */
    const at = (path: Path): Path => (view && isTextMap(valueAt(input, path)) ? [...path, view] : path);
    const checked = checkView(picked, (problem) => report({ ...problem, path: at(problem.path) }));
    if (checked && view === wanted) chosen = checked;
    if (checked && view) inLanguages[view] = checked;
  }
  if (problems.length > 0 || !chosen) {
    throw new ContentError(`${fileName} has ${count(problems.length, "problem")}:\n  ${problems.join("\n  ")}`);
  }
  return languages ? { ...chosen, inLanguages } : chosen;

  /** One language's view checked against the schema and the pictures; its content, or null with its problems reported. */
  function checkView(view: unknown, problem: (found: { path: Path; message: string }) => void): CheckedContent | null {
    const result = CheckedContentSchema.safeParse(view);
    /** What is wrong with a value of the wrong kind, said as the couple wrote it (zod leaves the input out of issues). */
    const typeProblem = (expected: string, path: Path) => {
      const value = valueAt(view, path);
      if (value === undefined) return "is missing";
      const written = nodeAt(document.contents, path);
      const line = written?.range ? (source.split(/\r?\n/)[lineOf(written.range[0]) - 1] ?? "") : "";
      const item = /^(\s*- )(\S.*)$/.exec(line);
      if (expected === "string" && isPlainObject(value) && item) {
        // "- Theme: Blue" reads as a field named Theme, not as the text "Theme: Blue".
        const [, dash = "", text = ""] = item;
        return `holds a colon, which makes it a field, not a text: put the text in quotes, like this:\n      ${dash}"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
      }
      return EXPECTED_KIND[expected] ?? `must be ${expected}`;
    };
    // zod stops short of unknown keys in an object with other problems: they are looked for here, always.
    for (const unknown of unknownKeys(CONTENT_SCHEMA, view, [])) problem(unknown);
    if (!result.success) {
      for (const issue of result.error.issues) {
        if (issue.code === "unrecognized_keys") continue;
        problem({
          path: issue.path,
          message: issue.code === "invalid_type" ? typeProblem(issue.expected, issue.path) : issue.message,
        });
      }
      return null;
    }
    if (pictureExists) {
      // The derived content, not the file: a picture left out for the site's own (hero.floralImage) must be there too.
      for (const { path, picture } of picturesIn(CONTENT_SCHEMA, contentFor(result.data, "couple"), [])) {
        if (!pictureExists(picture)) problem({ path, message: missingPicture(picture) });
      }
    }
    return result.data;
  }
}

export type Path = readonly PropertyKey[];

/** zod's expected type, in the couple's words. */
const EXPECTED_KIND: Record<string, string> = {
  string: "must be text",
  number: "must be a number",
  boolean: "must be true or false",
  array: "must be a list (lines starting with - )",
  object: "must be a group of fields (name: value lines, indented below it)",
};

function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const part of path) {
    if (Array.isArray(current) && typeof part === "number") current = current[part];
    else if (isPlainObject(current) && typeof part === "string") current = current[part];
    else return undefined;
  }
  return current;
}

/** Whether a whole file reads as YAML and names only the schema's fields (how a guessed fix is tried). */
function readsAsContent(source: string): boolean {
  const document = parseDocument(source, { uniqueKeys: true });
  return document.errors.length === 0 && unknownKeys(CONTENT_SCHEMA, document.toJS(), []).next().done === true;
}

/** The schema as the walks below read it (zod's own types say far more than they need). */
const CONTENT_SCHEMA = WeddingContentSchema as unknown as ZodSchema;

/** Keys the schema does not know, at any depth, each with the nearest known key as a hint. */
function* unknownKeys(schema: ZodSchema, value: unknown, path: Path): Generator<{ path: Path; message: string }> {
  const { def } = unwrap(schema)._zod;
  if (def.type === "object" && isPlainObject(value)) {
    const shape = def.shape ?? {};
    const known = Object.keys(shape);
    for (const [key, child] of Object.entries(value)) {
      const field = shape[key];
      if (field) {
        yield* unknownKeys(field, child, [...path, key]);
        continue;
      }
      const hint = closest(key, known);
      yield {
        path: [...path, key],
        message: `is not a field here${hint ? `; did you mean ${hint}?` : ` (fields here: ${known.join(", ")})`}`,
      };
    }
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const element = def.type === "array" ? def.element : def.type === "tuple" ? def.items?.[index] : undefined;
      if (element) yield* unknownKeys(element, item, [...path, index]);
    }
  }
}

/** Every picture a content file's value names, with the field that names it. */
export function picturesNamed(input: unknown): { path: Path; picture: string }[] {
  return [...picturesIn(CONTENT_SCHEMA, input, [])];
}

/** Every picture path in valid content, with the field that names it (IMAGE_PATH_SCHEMA, found by identity). */
function* picturesIn(schema: ZodSchema, value: unknown, path: Path): Generator<{ path: Path; picture: string }> {
  const inner = unwrap(schema);
  const { def } = inner._zod;
  if (inner === IMAGE_PATH_SCHEMA && typeof value === "string") {
    yield { path, picture: value };
  } else if (def.type === "object" && isPlainObject(value)) {
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      if (value[key] !== undefined) yield* picturesIn(field, value[key], [...path, key]);
    }
  } else if (def.type === "array" && def.element && Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* picturesIn(def.element, item, [...path, index]);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The YAML node at a path, or the nearest one above it (a missing field is reported where its parent is). */
export function nodeAt(root: Node | null, path: Path): Node | null {
  let node: Node | null = root;
  for (const part of path) {
    if (!node || !("get" in node)) return node;
    if (isMap(node)) {
      // For the last part prefer the key's own node: "beverageNote:" is where the mistake is.
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === part);
      if (!pair) return node;
      node = (part === path.at(-1) && isScalar(pair.key) && !pair.value ? pair.key : (pair.value as Node)) ?? node;
      continue;
    }
    const child = (node as { get(key: unknown, keepScalar: true): unknown }).get(part, true);
    if (!child || typeof child !== "object") return node;
    node = child as Node;
  }
  return node;
}

/** What the walks above read of a zod schema: its kind and where its parts are. */
interface ZodSchema {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, ZodSchema>;
      element?: ZodSchema;
      items?: ZodSchema[];
      innerType?: ZodSchema;
      in?: ZodSchema;
    };
  };
}

/** Looks through wrappers (optional, default, nullable, pipe) to the schema that holds the value. */
function unwrap(schema: ZodSchema): ZodSchema {
  let current = schema;
  for (;;) {
    const { def } = current._zod;
    const inner = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
    if (!inner) return current;
    current = inner;
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/**
 * content:check's message as a list: each problem starts with the file's name
 * and its line ("wedding.yaml:12 …"), its example lines kept with it; the
 * heading above them ("… is not valid YAML:") is left out.
 */
export function problemsIn(message: string, fileName: string): string[] {
  const problems: string[] = [];
  for (const line of message.split("\n")) {
    if (line.trim().startsWith(`${fileName}:`)) problems.push(line.trim());
    else if (problems.length > 0 && line.trim() !== "") problems[problems.length - 1] += `\n${line}`;
  }
  return problems.length > 0 ? problems : [message];
}
