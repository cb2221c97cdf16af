import { errorCode } from "../error-code.ts";
/**
 * A short phrase for a failed write, fit to show a guest after "Database
 * error:" or in parentheses. Database messages can quote SQL and row values,
 * so only a fixed phrase per kind of failure leaves the server.
 */
export function databaseFailureReason(error: unknown): string {
  const code = errorCode(error) ?? "";
  if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED" || code === "40001" || code === "40P01") {
    return "the database is busy";
  }
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|57P0[1-3]|08\w{3})$/.test(code)) {
    return "the database is unreachable";
  }
  if (error instanceof Error && /pool|closed|destroyed|not open/i.test(error.message)) {
    return "the database is unavailable";
  }
  return "the database did not accept it";
}
