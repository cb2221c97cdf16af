/**
 * A design's stylesheet, written as CSS in a template and kept as the text the page's head carries: comments
 * dropped, whitespace folded. Plain TypeScript rather than a .css file, so the page's server entry renders with
 * it wherever it runs: built by Vite, and from the sources under Node (the tests' publishing worker). The rules
 * must not rely on runs of spaces inside strings, nor on a space before a colon (`main :is(…)` keeps its
 * space; only the one after a colon goes).
 */
export function css(strings: TemplateStringsArray): string {
  return strings.raw
    .join("")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>])\s*/g, "$1")
    .replace(/:\s+/g, ":")
    .replace(/;}/g, "}")
    .trim();
}
