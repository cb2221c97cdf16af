import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { captureLogs } from "../testing/test-app.ts";
import { errorAnswer } from "./error-answer.ts";
import { DomainError, type ErrorLogEntry } from "./errors.ts";

class ShelfFullError extends DomainError {
  override name = "ShelfFullError";
  readonly status = 409;
  readonly code = "shelf_full";
  override readonly headers = { "Retry-After": "7" };

  override details() {
    return { shelf: "top" };
  }

  override logEntry(): ErrorLogEntry {
    return { fields: { reason: "no room" }, message: "shelf full" };
  }
}

/** An app whose one route throws `error`, answered by the handler as app.ts does. */
function throwing(error: unknown) {
  const { logger, lines } = captureLogs();
  const app = new Hono()
    .get("/x", () => {
      throw error;
    })
    .onError((thrown, c) => {
      const answer = errorAnswer(thrown, logger, { method: c.req.method, path: c.req.path });
      return c.json(answer.body, answer.status, answer.headers);
    });
  return { response: app.request("/x"), logs: lines };
}

describe("errorAnswer", () => {
  it("answers a domain error with its status, code, message, details and headers, logging its entry", async () => {
    const { response, logs } = throwing(new ShelfFullError("The shelf is full."));
    const answered = await response;

    expect(answered.status).toBe(409);
    expect(answered.headers.get("Retry-After")).toBe("7");
    expect(await answered.json()).toEqual({
      error: { code: "shelf_full", message: "The shelf is full." },
      shelf: "top",
    });
    expect(logs).toEqual([expect.objectContaining({ level: "error", msg: "shelf full", reason: "no room" })]);
  });

  it("answers an unknown error with the generic 500 and logs where it came from, not its message", async () => {
    const { response, logs } = throwing(new TypeError("cannot read ann@example.com"));
    const answered = await response;

    expect(answered.status).toBe(500);
    expect(await answered.json()).toEqual({
      error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
    });
    expect(logs).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "unhandled error",
        errName: "TypeError",
        method: "GET",
        path: "/x",
      }),
    ]);
    expect(logs[0]?.stack).toEqual(expect.arrayContaining([expect.stringMatching(/^at /)]));
    expect(JSON.stringify(logs)).not.toContain("ann@example.com");
  });
});
