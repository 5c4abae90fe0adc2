/** One holder at a time, in the order they asked: what serialises the memory repository's transactions. */
export function createMutex() {
  let last: Promise<void> = Promise.resolve();
  let held: Promise<void> | undefined;
  return {
    /** Settles when the holder of the moment lets go (undefined: nobody holds it). */
    held: () => held,
    async run<R>(fn: () => Promise<R>): Promise<R> {
      const previous = last;
      let release = () => {};
      const mine = new Promise<void>((resolve) => (release = resolve));
      last = mine;
      await previous;
      held = mine;
      try {
        return await fn();
      } finally {
        held = undefined;
        release();
      }
    },
  };
}
