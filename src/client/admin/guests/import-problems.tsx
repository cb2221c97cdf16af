import { useId } from "react";
import { type ImportProblem, importProblemText } from "../../../shared/household-schemas.ts";
import { countLabel } from "./guest-list.ts";

/** A refused import: the file's name, the problems the server listed, and how many it found in all. */
export interface RefusedImport {
  fileName: string;
  problems: ImportProblem[];
  problemCount: number;
}

/** What the notice says of a refused import: the one problem itself, or how many, and that nothing was imported. */
export function refusedImportSentence({ fileName, problems, problemCount }: RefusedImport): string {
  const [first] = problems;
  if (problemCount === 1 && first) return `${fileName}: ${importProblemText(first)} Nothing was imported.`;
  return `${fileName} has ${countLabel(problemCount, "problem", "problems")}, listed below. Nothing was imported.`;
}

/**
 * Every problem of a refused import, by line, in a list that scrolls (and
 * takes the keyboard's arrows) so a long one stays in reach of the file input.
 */
export function ImportProblems({ refused }: { refused: RefusedImport }) {
  const headingId = useId();
  const { fileName, problems, problemCount } = refused;
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-lg border border-red-700/40 bg-white p-3">
      <h3 id={headingId} className="text-sm font-medium text-ink">
        {countLabel(problemCount, "problem", "problems")} in {fileName}
      </h3>
      <p className="text-xs text-ink/75">
        Correct them in the file and import it again.
        {problems.length < problemCount ? ` The first ${problems.length} are listed.` : ""}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take the keyboard's focus to scroll. */}
      <ol tabIndex={0} aria-labelledby={headingId} className="mt-2 max-h-64 space-y-1 overflow-y-auto pr-2 text-sm">
        {problems.map((problem, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once, never reordered; two problems may read the same.
          <li key={at} className="break-words">
            <span className="font-medium">
              Line {problem.line}
              {problem.column === null ? "" : `, ${problem.column}`}:
            </span>{" "}
            {problem.message}
          </li>
        ))}
      </ol>
    </section>
  );
}
