import { defineRecipe } from '@pandacss/dev';

export const listRowRecipe = defineRecipe({
  className: 'list-row',
  description: 'A full-width row in a list that reacts to the pointer: chat rooms, filter options.',
  base: {
    display: 'flex',
    alignItems: 'center',
    width: 'full',
    minHeight: 'touch',
    borderRadius: 'control',
    textAlign: 'start',
    cursor: 'pointer',
  },
});
