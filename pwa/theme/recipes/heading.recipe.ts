import { defineRecipe } from '@pandacss/dev';

export const headingRecipe = defineRecipe({
  className: 'heading',
  description: 'Section headings inside a page (the page title keeps its own size): panels, tabs, sidebars, groups.',
  base: { color: 'primary' },
  variants: {
    size: {
      md: { fontSize: 'md' },
      lg: { fontSize: 'lg' },
      xl: { fontSize: 'xl' },
      // A page's main sections: one step larger from md up.
      section: { fontSize: { base: 'xl', md: '2xl' } },
      // The small capitals over a sidebar's list (chat rooms, online brokers).
      eyebrow: { fontSize: 'sm', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' },
    },
  },
  defaultVariants: { size: 'xl' },
});
