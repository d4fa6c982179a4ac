/**
 * A background pass that many signals may wake (the live bus, a timer): one pass runs at a
 * time, and a wake while it runs asks for one more pass after it, however many wakes came.
 */
export type WakeablePass = {
  wake: () => void;
  /** No pass starts after this; the one running, if any, is returned to wait for. */
  stop: () => Promise<void> | null;
  stopped: () => boolean;
};

export function wakeablePass(pass: () => Promise<void>, onError: (error: unknown) => void): WakeablePass {
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;

  const loop = async () => {
    do {
      again = false;
      await pass();
    } while (again && !stopped);
  };
  return {
    wake: () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = loop()
        .catch(onError)
        .finally(() => (running = null));
    },
    stop: () => {
      stopped = true;
      return running;
    },
    stopped: () => stopped,
  };
}
