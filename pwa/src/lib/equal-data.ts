/**
 * Whether two JSON-like values (what the API answers and Dexie gives back: primitives, arrays, plain objects)
 * hold the same data. A list read again from the device is a new set of objects with the same contents; a
 * component memoised with this renders again only when what it was given really changed.
 */
export function equalData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => equalData(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && equalData(left[key], right[key]));
}

/**
 * A `memo` comparison: the named props by their data (`equalData`), the others as React compares them
 * (`Object.is`). For list cards: a list read again from the device, or the server's first answer replaced by
 * the stored copy after hydration, is new objects with the same data — the cards need not render again
 * (docs/architecture.md §5.4: after a server-rendered first visit the catalogue rendered its 24 cards five more times).
 */
export function sameProps<P extends object>(...dataProps: (keyof P)[]): (previous: P, next: P) => boolean {
  return (previous, next) => {
    const keys = new Set([...Object.keys(previous), ...Object.keys(next)] as (keyof P)[]);
    return [...keys].every((key) => (dataProps.includes(key) ? equalData(previous[key], next[key]) : Object.is(previous[key], next[key])));
  };
}
