import { defineSlotRecipe } from '@pandacss/dev';

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs (Ark UI Tabs): an underlined list, scrollable on narrow screens.',
  slots: ['root', 'list', 'trigger', 'content', 'indicator'],
  base: {
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '2px',
      borderColor: 'border',
      overflowX: 'auto',
      position: 'relative',
    },
    trigger: {
      minHeight: 'touch',
      px: '4',
      fontWeight: 'semibold',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderBottomWidth: '3px',
      borderColor: 'transparent',
      mb: '-2px',
      _hover: { color: 'fg' },
      _selected: { color: 'primary', borderColor: 'accent' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    content: {},
    indicator: { display: 'none' },
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
  },
});
