/** Runs at most `limit` tasks at once; the others wait their turn, first come first served. */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The freed place passes straight to the next waiter, so `running` only drops when none waits.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
