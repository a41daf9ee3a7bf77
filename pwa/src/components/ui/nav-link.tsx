/**
 * The look of the header's navigation links (`placement`: `bar` on wide screens, `menu` in the phone menu),
 * given to react-router's `NavLink`, which marks the current page with `aria-current="page"`.
 */
export { navLink as navLinkStyles } from 'styled-system/recipes';
