import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImportProblems, type RefusedImport, refusedImportSentence } from "./import-problems.tsx";

const refused = (overrides: Partial<RefusedImport> = {}): RefusedImport => ({
  fileName: "guests.csv",
  problems: [
    { line: 3, column: "email", message: "“ann@” is not an email address." },
    { line: 3, column: "events", message: "There is no event “brunch”." },
    { line: 7, column: null, message: "This line has 6 fields but the header has 8." },
  ],
  problemCount: 3,
  ...overrides,
});

describe("ImportProblems", () => {
  it("lists every problem with its line and column, in a list that scrolls and takes the keyboard", () => {
    const html = renderToStaticMarkup(<ImportProblems refused={refused()} />);
    expect(html).toContain("3 problems in guests.csv");
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html).toContain("Line 3, email:</span> “ann@” is not an email address.");
    expect(html).toContain("Line 3, events:</span> There is no event “brunch”.");
    expect(html).toContain("Line 7:</span> This line has 6 fields but the header has 8.");
    expect(html).toMatch(/<ol tabindex="0" aria-labelledby="[^"]+" class="[^"]*overflow-y-auto/);
    expect(html).not.toContain("are listed");
  });

  it("says when only the first problems are listed", () => {
    const html = renderToStaticMarkup(<ImportProblems refused={refused({ problemCount: 1200 })} />);
    expect(html).toContain("1200 problems in guests.csv");
    expect(html).toContain("The first 3 are listed.");
  });
});

describe("refusedImportSentence", () => {
  it("names the one problem, or counts them, and says nothing was imported", () => {
    expect(refusedImportSentence(refused())).toBe("guests.csv has 3 problems, listed below. Nothing was imported.");
    const [first] = refused().problems;
    expect(refusedImportSentence(refused({ problems: first ? [first] : [], problemCount: 1 }))).toBe(
      "guests.csv: Line 3, email: “ann@” is not an email address. Nothing was imported.",
    );
  });
});
