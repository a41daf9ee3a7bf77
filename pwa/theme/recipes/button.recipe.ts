import { defineRecipe } from '@pandacss/dev';

/** A solid button in one of the theme's colours: its background, the text colour made for it, a darker hover. */
const filled = (tone: 'primary' | 'accent' | 'signal' | 'danger', hover: string) => ({
  bg: tone,
  color: `${tone}.fg`,
  _hover: { bg: hover },
});

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons, and links that look like buttons. Every size keeps a 44px touch target.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minHeight: 'touch',
    minWidth: 'touch',
    px: '4',
    borderRadius: 'control',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'quick',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      primary: filled('primary', 'primary.hover'),
      accent: filled('accent', 'accent.hover'),
      signal: filled('signal', 'signal.onDark'),
      outline: {
        bg: 'bg',
        color: 'primary',
        borderColor: 'primary',
        _hover: { bg: 'primary.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'inherit',
        _hover: { bg: 'bg.muted' },
      },
      danger: filled('danger', 'danger.hover'),
    },
    size: {
      sm: { fontSize: 'sm', px: '3' },
      md: { fontSize: 'md', px: '4' },
      lg: { fontSize: 'lg', px: '6', minHeight: '3.25rem' },
    },
    fullWidth: {
      true: { width: 'full' },
    },
  },
  defaultVariants: {
    variant: 'primary',
    size: 'md',
  },
});
