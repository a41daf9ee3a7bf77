import { defineRecipe } from '@pandacss/dev';

export const checkboxRecipe = defineRecipe({
  className: 'checkbox',
  description: 'A native checkbox at a touch-friendly size, ticked in the accent colour.',
  base: {
    width: '5',
    height: '5',
    flexShrink: 0,
    accentColor: 'accent',
    cursor: 'pointer',
    _disabled: { cursor: 'not-allowed' },
  },
});
