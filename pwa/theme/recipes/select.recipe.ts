import { defineRecipe } from '@pandacss/dev';
import { inputBase, inputSizes } from './input.recipe';

export const selectRecipe = defineRecipe({
  className: 'select',
  description: 'A native select, drawn like the text inputs (sort menus, filters, role and alert pickers).',
  base: { ...inputBase, cursor: 'pointer' },
  variants: {
    size: inputSizes,
    // `full` fills its field (forms, filter grids); `content` is as wide as its longest option (toolbars, rows).
    fit: {
      full: {},
      content: { width: 'auto' },
    },
  },
  defaultVariants: { size: 'md', fit: 'full' },
});
