import { useRef, useState, type RefObject } from 'react';

/**
 * Which row a dialog is open for, and where focus returns when it closes: the button that opened it, or
 * `fallback` (the panel's heading) when that button has left with its row.
 */
export function useDialogTarget<T>(fallback: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<T | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const open = (value: T, from: HTMLElement) => {
    trigger.current = from;
    setTarget(value);
  };
  const close = () => setTarget(null);
  const finalFocusEl = () => (trigger.current?.isConnected ? trigger.current : fallback.current);
  return { target, open, close, finalFocusEl };
}
