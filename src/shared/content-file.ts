import { isMap, isScalar, LineCounter, type Node, parseDocument } from "yaml";
import {
  ContentError,
  formatContentPath,
  IMAGE_PATH_SCHEMA,
  type WeddingContent,
  WeddingContentSchema,
} from "./content-schema.ts";

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
}

export function parseContentFile(source: string, { fileName, pictureExists }: ContentFileOptions): WeddingContent {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line;
  if (document.errors.length > 0) {
    const problems = document.errors.map(
      (error) => `${fileName}:${lineOf(error.pos[0])} ${error.message.split("\n")[0]}`,
    );
    throw new ContentError(`${fileName} is not valid YAML:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }

  const input: unknown = document.toJS();
  const result = WeddingContentSchema.safeParse(input);
  const problems: string[] = [];
  const report = ({ path, message }: { path: Path; message: string }) => {
    const node = nodeAt(document.contents, path);
    const line = node?.range ? `:${lineOf(node.range[0])}` : "";
    problems.push(`${fileName}${line} ${formatContentPath(path) || "(top level)"}: ${message}`);
  };
  // zod stops short of unknown keys in an object with other problems: they are looked for here, always.
  for (const unknown of unknownKeys(WeddingContentSchema, input, [])) report(unknown);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === "unrecognized_keys") continue;
      report({
        path: issue.path,
        message: issue.code === "invalid_type" && issue.input === undefined ? "is missing" : issue.message,
      });
    }
  } else if (pictureExists) {
    for (const { path, picture } of picturesIn(WeddingContentSchema, input, [])) {
      if (!pictureExists(picture)) report({ path, message: `there is no picture content/images/${picture}` });
    }
  }
  if (problems.length > 0 || !result.success) {
    throw new ContentError(`${fileName} has ${count(problems.length, "problem")}:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

type Path = readonly PropertyKey[];

/** Keys the schema does not know, at any depth, each with the nearest known key as a hint. */
function* unknownKeys(
  schema: unknown,
  value: unknown,
  path: PropertyKey[],
): Generator<{ path: Path; message: string }> {
  const def = schemaAt(schema, path);
  if (def?.type === "object" && isPlainObject(value)) {
    const known = Object.keys(def.shape ?? {});
    for (const [key, child] of Object.entries(value)) {
      if (known.includes(key)) {
        yield* unknownKeys(schema, child, [...path, key]);
        continue;
      }
      const hint = closest(key, known);
      yield {
        path: [...path, key],
        message: `is not a field here${hint ? `; did you mean ${hint}?` : ` (fields here: ${known.join(", ")})`}`,
      };
    }
  } else if ((def?.type === "array" || def?.type === "tuple") && Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* unknownKeys(schema, item, [...path, index]);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The YAML node at a path, or the nearest one above it (a missing field is reported where its parent is). */
function nodeAt(root: Node | null, path: Path): Node | null {
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

interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  element?: { _zod: { def: ZodDef } };
  items?: { _zod: { def: ZodDef } }[];
  innerType?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
}

function defOf(schema: unknown): ZodDef {
  return (schema as { _zod: { def: ZodDef } })._zod.def;
}

/** Looks through wrappers (optional, default, nullable, pipe) to the schema that holds the value. */
function unwrap(def: ZodDef): ZodDef {
  let current = def;
  for (;;) {
    const inner = current.innerType ?? (current.type === "pipe" ? current.in : undefined);
    if (!inner) return current;
    current = inner._zod.def;
  }
}

/** The schema at a path of the content (an object's field, an array's element, a tuple's item). */
function schemaAt(schema: unknown, path: Path): ZodDef | null {
  let def: ZodDef | null = unwrap(defOf(schema));
  for (const part of path) {
    if (!def) return null;
    if (def.type === "object" && typeof part === "string") def = def.shape?.[part]?._zod.def ?? null;
    else if (def.type === "array") def = def.element?._zod.def ?? null;
    else if (def.type === "tuple" && typeof part === "number") def = def.items?.[part]?._zod.def ?? null;
    else return null;
    if (def) def = unwrap(def);
  }
  return def;
}

/** Every picture path in valid content, with the field that names it. */
function* picturesIn(schema: unknown, value: unknown, path: PropertyKey[]): Generator<{ path: Path; picture: string }> {
  if (schema === IMAGE_PATH_SCHEMA && typeof value === "string") {
    yield { path, picture: value };
    return;
  }
  const def = unwrap(defOf(schema));
  if (def.type === "object" && value && typeof value === "object") {
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      const child = (value as Record<string, unknown>)[key];
      if (child !== undefined) yield* picturesIn(innerSchemaOf(field), child, [...path, key]);
    }
  } else if (def.type === "array" && Array.isArray(value) && def.element) {
    for (const [index, item] of value.entries()) yield* picturesIn(def.element, item, [...path, index]);
  }
}

/** The schema a wrapper (optional, default…) holds, so IMAGE_PATH_SCHEMA is found by identity. */
function innerSchemaOf(schema: { _zod: { def: ZodDef } }): unknown {
  let current: { _zod: { def: ZodDef } } = schema;
  while (current !== IMAGE_PATH_SCHEMA && current._zod.def.innerType) current = current._zod.def.innerType;
  return current;
}

/** The known key nearest to a mistyped one (at most a third of its letters off), or null. */
export function closest(key: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
