import { sValidator } from "@hono/standard-validator";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { HttpError } from "./errors.ts";

/**
 * Validator middleware for a route's JSON body or query, from the shared
 * schemas (src/shared/admin-schemas.ts): the route reads `c.req.valid(target)`,
 * already typed. A request that does not fit gets 400 `invalid_request` with
 * `refusal`, a sentence that says what to send; a body that is not JSON at all
 * gets hono's 400 before the schema runs.
 */
export function valid<Target extends "json" | "query", Schema extends StandardSchemaV1>(
  target: Target,
  schema: Schema,
  refusal: string,
) {
  return sValidator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, "invalid_request", refusal);
  });
}
