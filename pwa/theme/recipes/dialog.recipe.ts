import { defineSlotRecipe } from '@pandacss/dev';
import { iconButtonBase, iconButtonMuted } from './icon-button.recipe';

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'Modal dialogs (Ark UI Dialog).',
  slots: ['backdrop', 'positioner', 'content', 'title', 'description', 'closeTrigger', 'form', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'rgba(7, 26, 51, 0.6)',
      zIndex: 'overlay',
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      zIndex: 'modal',
    },
    content: {
      position: 'relative',
      width: 'full',
      maxWidth: '32rem',
      maxHeight: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      bg: 'bg',
      color: 'fg',
      borderRadius: 'card',
      boxShadow: 'overlay',
      p: '6',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
    },
    title: { fontSize: 'xl', fontWeight: 'bold', pe: '10' },
    description: { color: 'fg.muted' },
    closeTrigger: { ...iconButtonBase, ...iconButtonMuted, position: 'absolute', top: '2', insetEnd: '2' },
    form: { display: 'flex', flexDirection: 'column', gap: '4' },
    footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', mt: '2' },
  },
});
