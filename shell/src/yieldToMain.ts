interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input, and resumes in a new one
 * (`scheduler.yield()` where the browser has it: the continuation goes first in line).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
