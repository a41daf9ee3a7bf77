import { defineSlotRecipe } from '@pandacss/dev';

export const searchBoxRecipe = defineSlotRecipe({
  className: 'search-box',
  description:
    "A search input with the magnifier drawn inside it, at its start. The input makes room with `css({ ps: '10' })`: a utility, so that it wins over the input recipe's padding.",
  slots: ['root', 'icon'],
  base: {
    root: { position: 'relative' },
    icon: {
      position: 'absolute',
      insetStart: '3',
      top: '50%',
      transform: 'translateY(-50%)',
      color: 'fg.muted',
      pointerEvents: 'none',
    },
  },
});
