/**
 * A search input with the magnifier inside it: `const search = searchBoxStyles()`, then `search.root` on the
 * wrapper and `search.icon` on the icon;
 * the input makes room for the icon with `css({ ps: '10' })` (a utility: it wins over the input recipe's padding).
 */
export { searchBox as searchBoxStyles } from 'styled-system/recipes';
