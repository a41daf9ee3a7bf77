import { defineRecipe } from '@pandacss/dev';

export const navLinkRecipe = defineRecipe({
  className: 'nav-link',
  description: "The header's navigation links on the navy bar: in the wide bar, and in the phone menu's list.",
  base: {
    alignItems: 'center',
    px: '3',
    borderRadius: 'control',
    color: 'fg.inverted',
    fontWeight: 'semibold',
    textDecoration: 'none',
    '&[aria-current=page]': { color: 'accent.onDark', textDecoration: 'underline' },
  },
  variants: {
    placement: {
      bar: {
        display: 'inline-flex',
        minHeight: 'touch',
        _hover: { color: 'accent.onDark', textDecoration: 'underline' },
        '&[aria-current=page]': { textDecorationThickness: '3px' },
      },
      menu: { display: 'flex', minHeight: '3rem', fontSize: 'lg', _hover: { bg: 'navy.800' } },
    },
  },
  defaultVariants: { placement: 'bar' },
});
