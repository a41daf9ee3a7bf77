import { defineRecipe } from '@pandacss/dev';

export const panelRecipe = defineRecipe({
  className: 'panel',
  description: 'A borderless coloured block with card corners: page heroes, promos, notices.',
  base: {
    borderRadius: 'card',
  },
  variants: {
    tone: {
      // On the dark tones the focus ring takes the colour that shows on dark.
      primary: { bg: 'primary', color: 'primary.fg', '& :focus-visible': { outlineColor: 'signal.onDark' } },
      inverted: { bg: 'bg.inverted', color: 'fg.inverted', '& :focus-visible': { outlineColor: 'signal.onDark' } },
      accent: { bg: 'accent.subtle' },
      muted: { bg: 'bg.muted' },
    },
    size: {
      none: {},
      hero: { px: { base: '5', md: '10' }, py: { base: '8', md: '12' } },
      lg: { p: { base: '5', md: '8' } },
    },
  },
  defaultVariants: { tone: 'primary', size: 'none' },
});
