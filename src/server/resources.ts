export type Closer = () => Promise<unknown> | unknown;

/**
 * What the server has opened, with how to close each part: one list for a
 * failed start and for a normal shutdown, so each closes exactly what was
 * opened. A small own helper rather than AsyncDisposableStack, which Node 20
 * does not have.
 */
export class Resources {
  readonly #closers: Closer[] = [];
  #closing: Promise<void> | undefined;

  /** Registers how to close a part, right after it is opened. */
  defer(close: Closer): void {
    this.#closers.push(close);
  }

  /**
   * Closes every part once, the last opened first (a part closes before what
   * it uses). A closer that fails does not stop the rest; the failure is
   * thrown after all have run, several as one AggregateError. Calling it
   * again returns the same promise.
   */
  closeAll(): Promise<void> {
    this.#closing ??= this.#runClosers();
    return this.#closing;
  }

  async #runClosers(): Promise<void> {
    const errors: unknown[] = [];
    for (const close of this.#closers.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} parts failed to close`);
  }
}
