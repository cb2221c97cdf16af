import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  fieldKey,
  keysIn,
  problemsByField,
  problemsOf,
  valueIn,
  withItemAdded,
  withItemMoved,
  withItemRemoved,
  withValue,
} from "./content-document.ts";

const example = readFileSync(
  new URL("../../../../tests/fixtures/example-couple/wedding.yaml", import.meta.url),
  "utf8",
);

describe("the content file as the editor changes it", () => {
  it("changes one value and keeps the couple's notes and everything else as written", () => {
    const changed = withValue(example, ["hero", "placeLabel"], "Durban • KwaZulu-Natal");
    expect(valueIn(changed, ["hero", "placeLabel"])).toBe("Durban • KwaZulu-Natal");
    expect(changed).toContain("# The first screen guests see.");
    expect(changed.split("\n").length).toBe(example.split("\n").length);
    expect(
      changed
        .replace("Durban • KwaZulu-Natal", valueIn(example, ["hero", "placeLabel"]) as string)
        .replace(/^\s+#/gm, "#"),
    ).toBe(example.replace(/^\s+#/gm, "#"));
    expect(problemsOf(changed)).toEqual([]);
  });

  it("removes an optional field left empty", () => {
    const firstEvent = valueIn(example, ["events", 0]) as Record<string, unknown>;
    expect(firstEvent.title).toBeTruthy();
    const changed = withValue(example, ["beveragesNote"], "");
    expect(valueIn(changed, ["beveragesNote"])).toBeUndefined();
    expect(keysIn(changed, [])).not.toContain("beveragesNote");
  });

  it("adds, moves and removes a list's items", () => {
    const stores = valueIn(example, ["gifts", "stores"]) as string[];
    const added = withItemAdded(example, ["gifts", "stores"], "Mr Price Home");
    expect(valueIn(added, ["gifts", "stores"])).toEqual([...stores, "Mr Price Home"]);
    const moved = withItemMoved(added, ["gifts", "stores"], stores.length, 0);
    expect(valueIn(moved, ["gifts", "stores"])).toEqual(["Mr Price Home", ...stores]);
    let emptied = moved;
    for (let left = stores.length + 1; left > 0; left--) emptied = withItemRemoved(emptied, ["gifts", "stores"], 0);
    expect(valueIn(emptied, ["gifts", "stores"])).toBeUndefined();
  });

  it("files each problem under the field it names, in the checker's own words", () => {
    const broken = withValue(example, ["events", 0, "start"], "27/09/2025 10:00");
    const problems = problemsOf(broken);
    expect(problems).toHaveLength(1);
    const byField = problemsByField(problems);
    expect(byField.get(fieldKey(["events", 0, "start"]))?.[0]).toMatch(/^must be an ISO date-time/);
    expect(problemsByField(["wedding.yaml is not valid YAML"]).get("")).toEqual(["wedding.yaml is not valid YAML"]);
  });
});
