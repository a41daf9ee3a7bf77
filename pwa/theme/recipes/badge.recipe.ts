import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Small labels on cards and detail pages: Featured, condition, price, counts, status.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'sm',
    fontWeight: 'semibold',
    lineHeight: '1.5',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg' },
      featured: { bg: 'signal', color: 'signal.fg' },
      accent: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent' },
      success: { bg: 'success.subtle', color: 'success', borderColor: 'success' },
      price: { bg: 'primary', color: 'primary.fg' },
      count: { bg: 'accent', color: 'accent.fg', minWidth: '6', justifyContent: 'center' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
