/**
 * The `code` of an error (ENOSPC, 23505, ECONNREFUSED…), or undefined. Logs
 * carry the code alone: messages can quote paths, SQL or a guest's data.
 */
export function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}
