import type { BackgroundTasks } from './Service';

/** Tracks fire-and-forget work so tests can await it and close() can stop it. */
export function createBackgroundTasks(onError: (error: unknown) => void): BackgroundTasks {
  const running = new Set<Promise<void>>();
  const timers = new Set<ReturnType<typeof setInterval>>();
  let stopped = false;

  const track = (task: () => Promise<void> | void) => {
    if (stopped) return;
    const promise = Promise.resolve()
      .then(task)
      .catch(onError)
      .finally(() => running.delete(promise));
    running.add(promise);
  };

  return {
    run: track,
    every(ms, task) {
      if (stopped) return;
      const timer = setInterval(() => track(task), ms);
      // A timer must never keep a process alive that is otherwise done.
      timer.unref?.();
      timers.add(timer);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
    },
  };
}
