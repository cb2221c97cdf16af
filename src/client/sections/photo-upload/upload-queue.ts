/**
 * A small first-in, first-out queue that runs at most `concurrency` jobs at a
 * time: a phone on a weak connection does better sending three photos at once
 * than thirty. Each job gets an AbortSignal, fired when its row is removed.
 */
export interface UploadQueue {
  /** Queues the job under `id` (a job already queued or running under that id is cancelled first). */
  add(id: string, run: (signal: AbortSignal) => Promise<void>): void;
  /** Drops a waiting job or aborts a running one. */
  cancel(id: string): void;
  /** Cancels everything (the panel is going away). */
  clear(): void;
}

export function createUploadQueue(concurrency: number): UploadQueue {
  const waiting: { id: string; run: (signal: AbortSignal) => Promise<void> }[] = [];
  const running = new Map<string, AbortController>();

  function pump() {
    while (running.size < concurrency) {
      const job = waiting.shift();
      if (!job) return;
      const controller = new AbortController();
      running.set(job.id, controller);
      // A job reports its own outcome; the queue only needs to know it ended.
      job
        .run(controller.signal)
        .catch(() => undefined)
        .finally(() => {
          if (running.get(job.id) === controller) running.delete(job.id);
          pump();
        });
    }
  }

  function cancel(id: string) {
    const index = waiting.findIndex((job) => job.id === id);
    if (index >= 0) waiting.splice(index, 1);
    const controller = running.get(id);
    if (controller) {
      running.delete(id);
      controller.abort();
      pump();
    }
  }

  return {
    add(id, run) {
      cancel(id);
      waiting.push({ id, run });
      pump();
    },
    cancel,
    clear() {
      waiting.length = 0;
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
