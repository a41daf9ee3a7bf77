import { defineRecipe } from '@pandacss/dev';

/** A pill filled with a tone's colour, its text in the colour made to stand on it. */
const filled = (tone: 'accent' | 'signal' | 'success') => ({ bg: tone, color: `${tone}.fg` });

export const pillRecipe = defineRecipe({
  className: 'pill',
  description: 'A small filled pill beside a name or heading: unread counts, the main-room mark, day separators.',
  base: {
    px: '2',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: filled('accent'),
      signal: filled('signal'),
      success: filled('success'),
      muted: { bg: 'bg.muted', color: 'fg', fontWeight: 'semibold', px: '3', py: '0.5' },
    },
    // A bare number: at least round, its digits centred.
    count: {
      true: { minWidth: '6', px: '1.5', textAlign: 'center' },
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', count: false },
});
