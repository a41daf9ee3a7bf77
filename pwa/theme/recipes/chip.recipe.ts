import { defineRecipe } from '@pandacss/dev';

export const chipRecipe = defineRecipe({
  className: 'chip',
  description:
    'A pill that filters or picks: category chips (links, the current one marked aria-current) and option chips (a label around a radio or checkbox).',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: 'touch',
    borderWidth: '1px',
    borderColor: 'border.strong',
    fontWeight: 'semibold',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  variants: {
    variant: {
      // A link among others: the current one is filled.
      filter: {
        px: '4',
        borderRadius: 'full',
        bg: 'bg',
        color: 'fg',
        _hover: { bg: 'accent.subtle', borderColor: 'accent' },
        '&[aria-current=page]': { bg: 'primary', color: 'primary.fg', borderColor: 'primary' },
      },
      // A label around a native radio or checkbox: the ticked one is tinted.
      option: {
        px: '3',
        borderRadius: 'control',
        fontWeight: 'medium',
        '&:has(input:checked)': { borderColor: 'accent', bg: 'accent.subtle' },
        '& input': { width: '5', height: '5', accentColor: 'accent', flexShrink: 0 },
      },
    },
  },
  defaultVariants: { variant: 'filter' },
});
