import { useRef, useState } from 'react';

/**
 * Rows with a moderation call on its way: their buttons are disabled meanwhile, so a double click does
 * not approve (and audit) a listing twice.
 */
export function useBusyRows() {
  const busy = useRef(new Set<number>());
  const [, setVersion] = useState(0);
  const mark = (id: number, on: boolean) => {
    if (on) busy.current.add(id);
    else busy.current.delete(id);
    setVersion((n) => n + 1);
  };

  /** Runs `action` for row `id` unless one is already running for it. */
  const run = async (id: number, action: () => Promise<unknown>): Promise<void> => {
    if (busy.current.has(id)) return;
    mark(id, true);
    try {
      await action();
    } finally {
      mark(id, false);
    }
  };

  return { run, isBusy: (id: number) => busy.current.has(id) };
}
