/**
 * Stacks are Panda's built-in `stack` / `hstack` / `vstack` patterns: `className={stack({ gap: '4' })}`
 * gives `display: flex; flex-direction: column; gap` (`direction: 'row'` for a row). Re-exported here so
 * screens find every layout part in one place.
 */
export { hstack, stack, vstack } from 'styled-system/patterns';
