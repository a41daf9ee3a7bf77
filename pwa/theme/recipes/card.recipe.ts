import { defineRecipe } from '@pandacss/dev';

export const cardRecipe = defineRecipe({
  className: 'card',
  description: 'A bordered surface on the page background: listing, question, answer and member cards, form boxes, side panels.',
  base: {
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'card',
  },
  variants: {
    padding: {
      none: {},
      sm: { p: '3' },
      md: { p: '4' },
      lg: { p: { base: '4', md: '5' } },
      xl: { p: { base: '4', md: '6' } },
      form: { p: { base: '5', md: '8' } },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: 'raised' },
    },
    border: {
      solid: {},
      dashed: { borderStyle: 'dashed', borderColor: 'border.strong' },
      accent: { bg: 'accent.subtle', borderColor: 'accent' },
    },
    // Stacked on phones, side by side from md up (list rows with their actions beside them).
    layout: {
      block: {},
      split: { display: 'flex', flexDirection: { base: 'column', md: 'row' } },
    },
    // A card whose title is a stretched link: the whole card reacts, and the link's focus ring is drawn on it.
    interactive: {
      true: {
        position: 'relative',
        transitionProperty: 'border-color',
        transitionDuration: 'quick',
        _hover: { borderColor: 'border.strong' },
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      },
      false: {},
    },
  },
  defaultVariants: { layout: 'block', padding: 'md', elevation: 'flat', border: 'solid', interactive: false },
});
