/**
 * Long work in slices: between two slices timers, I/O and other requests run,
 * so a big import or export never holds the event loop (a 5,000-household
 * import held it 8.6 s, and /api/health answered 503).
 */

/** Waits for the event loop to go round once. */
export type Pause = () => Promise<void>;

/** setImmediate: after the I/O already waiting, before any new timer is due. */
export const yieldToEventLoop: Pause = () => new Promise((resolve) => setImmediate(resolve));

/**
 * `work` over `items`, `size` at a time, pausing between two slices; the
 * results in order. The longest stretch without a pause is one slice's work.
 */
export async function inSlices<T, R>(
  items: readonly T[],
  size: number,
  work: (slice: T[], start: number) => R | Promise<R>,
  pause: Pause = yieldToEventLoop,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await pause();
    results.push(await work(items.slice(start, start + size), start));
  }
  return results;
}
