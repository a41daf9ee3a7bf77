/**
 * Runs `task` when the browser is idle — never on the way of the first screen or of the write that asked
 * for it — and within 5 s if it never is; a second later where there is no idle callback (Safari).
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 5_000 });
  else setTimeout(task, 1_000);
}
