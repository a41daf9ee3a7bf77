import { useEffect, useEffectEvent, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../listings.constants';

/**
 * A text box bound to a committed value (the URL) that commits what is typed after a pause. When the
 * committed value changes from elsewhere (Clear Filters, back button) the box follows it. Values are
 * compared trimmed, so a space typed between two words is not taken back when the URL drops it.
 */
export function useDebouncedField(committed: string, commit: (value: string) => void, delayMs: number = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);

  if (committed !== seen) {
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }

  const commitText = useEffectEvent((value: string) => commit(value));

  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => commitText(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, delayMs]);

  /** Commits at once (Enter in a search box). */
  const flush = () => {
    if (text.trim() !== committed) commit(text.trim());
  };

  return { text, setText, flush };
}
