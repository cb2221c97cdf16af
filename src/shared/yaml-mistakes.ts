import type { YAMLError } from "yaml";

/**
 * The YAML reader's first complaint about a content file, said in plain
 * words with the line rewritten the right way. The reader's own messages
 * ("Nested mappings are not allowed in compact mappings") and the echoes one
 * mistake sets off on later lines (a tab gave eight) mean nothing to a
 * couple: one mistake gets one message, at the line to change.
 */

export interface YamlMistake {
  /** 1-based. */
  line: number;
  /** What is wrong and how to write it, e.g. "…put the text in quotes:\n  placeLabel: \"Venue: Soweto\"". */
  message: string;
}

/** `errors` as the yaml package reports them; `lineOf` turns an offset into a 1-based line. */
export function explainYamlMistake(
  source: string,
  errors: readonly YAMLError[],
  { lineOf, fits }: { lineOf: (offset: number) => number; fits: (source: string) => boolean },
): YamlMistake {
  const lines = source.split(/\r?\n/);
  /** The line `index` (0-based) moved to the indentation that makes the file read and fit its schema. */
  const reindented = (index: number) => {
    const line = lines[index] ?? "";
    const candidates = indentationsFor(lines, index, line);
    const fitting = candidates.find((indent) =>
      fits(lines.map((other, i) => (i === index ? `${indent}${line.trimStart()}` : other)).join("\n")),
    );
    return `${fitting ?? candidates[0] ?? ""}${line.trimStart()}`;
  };
  // A tab anywhere in the indentation sets off complaints about the lines after it: name the tab alone.
  const tabbed = lines.findIndex((line) => /^ *\t/.test(line));
  if (tabbed >= 0) {
    return {
      line: tabbed + 1,
      message: `this line starts with a tab: indent with spaces only (two for each level), like this:\n${rightForm(reindented(tabbed))}`,
    };
  }
  const first = [...errors].sort((a, b) => a.pos[0] - b.pos[0])[0];
  const errorLine = first ? lineOf(first.pos[0]) : 1;
  const at = (index: number) => lines[index - 1] ?? "";

  if (first?.code === "DUPLICATE_KEY") {
    const field = keyOf(at(errorLine)) ?? { indent: "", key: at(errorLine).trim() };
    const earlier = sameFieldAbove(lines, errorLine, field);
    const where = earlier ? ` (it is on line ${earlier} too)` : "";
    return { line: errorLine, message: `${field.key}: is written twice in the same place${where}: keep one of them` };
  }
  if (first?.code === "MISSING_CHAR" && /quote/.test(first.message)) {
    const opened = lastLineBefore(lines, errorLine, (line) => unbalancedQuote(line) !== null);
    const line = at(opened);
    const quote = unbalancedQuote(line) ?? '"';
    return {
      line: opened,
      message: `this line opens a quote (${quote}) that is not closed: end the text with the same quote, like this:\n${rightForm(
        `${line.trimEnd()}${quote}`,
      )}`,
    };
  }
  const list = lastLineBefore(lines, errorLine, (line) => unclosedBracket(fieldOf(line)?.value ?? "") !== null);
  const listField = fieldOf(at(list));
  if (listField && unclosedBracket(listField.value)) {
    const { indent, key, value } = listField;
    return {
      line: list,
      message: `text starting with ${value[0]} is read as a list that is never closed: put the text in quotes, like this:\n${rightForm(
        `${indent}${key}: ${quoted(value)}`,
      )}`,
    };
  }
  // The reader often notices a mistake a line or two later (the next field cannot start): look back to the field.
  for (const index of [errorLine, errorLine - 1]) {
    const field = fieldOf(at(index));
    if (!field) continue;
    const { indent, key, value } = field;
    if (/^[@`%]/.test(value)) {
      return {
        line: index,
        message: `text starting with ${value[0]} must be in quotes, like this:\n${rightForm(`${indent}${key}: ${quoted(value)}`)}`,
      };
    }
    if (/^["']/.test(value) && !isOneQuotedText(value)) {
      return {
        line: index,
        message: `text that starts with a quote must end with it: put the whole text in quotes, like this:\n${rightForm(
          `${indent}${key}: ${quoted(value)}`,
        )}`,
      };
    }
    if (/:(\s|$)/.test(value) && !/^["'[{|>]/.test(value)) {
      return {
        line: index,
        message: `the text after "${key.trim()}:" holds a colon, which starts a new field: put the text in quotes, like this:\n${rightForm(
          `${indent}${key}: ${quoted(value)}`,
        )}`,
      };
    }
  }
  const line = at(errorLine);
  if (line.trim() && !fieldOf(line) && !/^\s*(- |#)/.test(line) && /^\s*\S+ \S/.test(line)) {
    const [, indent = "", name = "", rest = ""] = /^(\s*)(\S+) (.*)$/.exec(line) ?? [];
    return {
      line: errorLine,
      message: `this line has no colon after the field's name: write "name: value", like this:\n${rightForm(`${indent}${name}: ${rest}`)}`,
    };
  }
  if (first?.code === "BAD_INDENT" || first?.code === "UNEXPECTED_TOKEN") {
    return {
      line: errorLine,
      message: `this line is not lined up with the fields around it: indent it as far as the fields it belongs with, like this:\n${rightForm(
        reindented(errorLine - 1),
      )}`,
    };
  }
  return {
    line: errorLine,
    message:
      'this line cannot be read: write each field as "name: value", indented with spaces like the fields around it, and put text with a colon, a # or a leading @ or quote in quotes, e.g.\n' +
      rightForm('title: "Ceremony: in the garden"'),
  };
}

/** The example line under a message, indented past the message's own two spaces. */
function rightForm(line: string): string {
  return `      ${line}`;
}

/** "  - title: Our day" → indent "  - ", key "title", value "Our day"; null for a line that is not one field. */
function fieldOf(line: string): { indent: string; key: string; value: string } | null {
  const match = /^(\s*(?:- )?)([^\s"'#:][^:#]*?):[ \t]+(\S.*?)\s*$/.exec(line);
  if (!match) return null;
  const [, indent = "", key = "", value = ""] = match;
  return { indent, key, value: value.replace(/\s+#[^"']*$/, "") };
}

/** "  gifts:" or "  - name: x" → its indentation and name, value or not. */
function keyOf(line: string): { indent: string; key: string } | null {
  const [, indent = "", key = ""] = /^(\s*(?:- )?)([^\s"'#:][^:#]*?):(\s|$)/.exec(line) ?? [];
  return key ? { indent, key } : null;
}

/** The text in double quotes (single ones when it holds a double quote and no single one). */
function quoted(text: string): string {
  if (text.includes('"') && !text.includes("'")) return `'${text}'`;
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** '"We met"' yes; '"Saturday" 27 Sep' no. */
function isOneQuotedText(value: string): boolean {
  return /^"(?:[^"\\]|\\.)*"$/.test(value) || /^'(?:[^']|'')*'$/.test(value);
}

/** The bracket ([ or {) a value opens and never closes, or null. */
function unclosedBracket(value: string): string | null {
  const open = value[0];
  if (open !== "[" && open !== "{") return null;
  const close = open === "[" ? "]" : "}";
  return value.split(open).length > value.split(close).length ? open : null;
}

/** The quote a line opens and never closes, or null. */
function unbalancedQuote(line: string): string | null {
  const value = /:\s+(["'])(.*)$/.exec(line);
  if (!value) return null;
  const [, quote = '"', rest = ""] = value;
  const closes = quote === '"' ? /(^|[^\\])"/.test(rest) : /'/.test(rest.replace(/''/g, ""));
  return closes ? null : quote;
}

/** The line (1-based) above `line` where the same field is written at the same depth of the same group, or null. */
function sameFieldAbove(lines: readonly string[], line: number, field: { indent: string; key: string }): number | null {
  const depth = field.indent.length;
  for (let index = line - 2; index >= 0; index -= 1) {
    const text = lines[index] ?? "";
    if (!text.trim() || /^\s*#/.test(text)) continue;
    const other = keyOf(text);
    const indent = /^ */.exec(text)?.[0].length ?? 0;
    if (other && other.key === field.key && other.indent.length === depth) return index + 1;
    if (indent < depth) return null;
  }
  return null;
}

/** The last line at or before `line` (1-based) that passes `test`, or `line` itself. */
function lastLineBefore(lines: readonly string[], line: number, test: (text: string) => boolean): number {
  for (let index = line; index >= 1; index -= 1) if (test(lines[index - 1] ?? "")) return index;
  return line;
}

/**
 * The indentations a line could want, nearest to the one written first (a tab counted as two spaces): the
 * field above it's (deeper after "name:" with nothing after it, level with the field after a "- "), then
 * each enclosing field's, out to the left margin.
 */
function indentationsFor(lines: readonly string[], index: number, written: string): string[] {
  const found: number[] = [];
  let enclosing = Number.POSITIVE_INFINITY;
  for (let above = index - 1; above >= 0 && enclosing > 0; above -= 1) {
    const line = lines[above] ?? "";
    if (!line.trim() || /^\s*#/.test(line) || /^ *\t/.test(line)) continue;
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    if (indent >= enclosing) continue;
    const item = /^ *- /.exec(line)?.[0].length;
    if (found.length === 0) {
      if (/:\s*$/.test(line)) found.push((item ?? indent) + 2);
      if (item !== undefined) found.push(item);
    }
    found.push(indent);
    enclosing = indent;
  }
  const width = [...(/^[ \t]*/.exec(written)?.[0] ?? "")].reduce((sum, space) => sum + (space === "\t" ? 2 : 1), 0);
  return [...new Set([...found, 0])]
    .sort((a, b) => Math.abs(a - width) - Math.abs(b - width) || b - a)
    .map((indent) => " ".repeat(indent));
}
