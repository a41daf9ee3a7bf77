import { defineRecipe } from '@pandacss/dev';

export const noticeRecipe = defineRecipe({
  className: 'notice',
  description: 'A boxed message in the flow of a page, marked by a thick start border: warnings, offline notes, safety advice.',
  base: {
    borderWidth: '1px',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', borderColor: 'border.strong' },
      danger: { bg: 'danger.subtle', borderColor: 'danger', color: 'danger' },
      signal: { bg: 'signal.subtle', borderColor: 'signal', color: 'fg' },
    },
    size: {
      md: { px: '4', py: '3', borderRadius: 'control', borderInlineStartWidth: '4px', fontWeight: 'medium' },
      lg: { p: { base: '4', md: '5' }, borderRadius: 'card', borderInlineStartWidth: '6px' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
