import { defineSlotRecipe } from '@pandacss/dev';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Drop-down menus (Ark UI Menu), e.g. the signed-in user menu.',
  slots: ['positioner', 'content', 'item', 'itemGroup', 'itemGroupLabel', 'separator'],
  base: {
    positioner: { zIndex: 'dropdown' },
    content: {
      minWidth: '14rem',
      bg: 'bg',
      color: 'fg',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'card',
      boxShadow: 'overlay',
      p: '1.5',
      outline: 'none',
      _hidden: { display: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: 'touch',
      px: '3',
      borderRadius: 'control',
      cursor: 'pointer',
      textDecoration: 'none',
      color: 'fg',
      _highlighted: { bg: 'primary.subtle', outline: '2px solid', outlineColor: 'focusRing' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    itemGroup: { display: 'flex', flexDirection: 'column' },
    itemGroupLabel: { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' },
    separator: { my: '1.5', borderTopWidth: '1px', borderColor: 'border' },
  },
});
