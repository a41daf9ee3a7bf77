import { defineRecipe } from '@pandacss/dev';

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  description: 'The turning ring shown while something loads or sends.',
  base: {
    flexShrink: 0,
    borderRadius: 'full',
    borderColor: 'border',
    borderTopColor: 'accent',
    animation: 'spin 0.8s linear infinite',
  },
  variants: {
    size: {
      sm: { width: '4', height: '4', borderWidth: '2px' },
      md: { width: '5', height: '5', borderWidth: '3px' },
      lg: { width: '6', height: '6', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'lg' },
});
