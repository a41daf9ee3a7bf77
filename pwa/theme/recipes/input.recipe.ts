import { defineRecipe } from '@pandacss/dev';

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Text inputs and text areas.',
  base: {
    display: 'block',
    width: 'full',
    minHeight: 'touch',
    px: '3',
    py: '2',
    bg: 'bg',
    color: 'fg',
    fontSize: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'control',
    _placeholder: { color: 'fg.muted' },
    _hover: { borderColor: 'fg.muted' },
    _invalid: { borderColor: 'danger', borderWidth: '2px' },
    _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
  },
  variants: {
    size: {
      md: {},
      lg: { fontSize: 'lg', minHeight: '3.25rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
