import { afterEach, vi } from "vitest";

// A console.error during a test is a bug we have not noticed yet (as in Epic Stack's tests/setup).
let errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called:\n${seen.map((args) => args.join(" ")).join("\n")}`);
});
