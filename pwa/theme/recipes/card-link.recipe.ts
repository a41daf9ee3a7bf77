import { defineRecipe } from '@pandacss/dev';

export const cardLinkRecipe = defineRecipe({
  className: 'card-link',
  description:
    "The title link of an interactive card: its hit area is stretched over the card (the card's `interactive` variant draws the focus ring).",
  base: {
    color: 'fg',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: 'none' },
    _after: { content: '""', position: 'absolute', inset: '0' },
  },
});
