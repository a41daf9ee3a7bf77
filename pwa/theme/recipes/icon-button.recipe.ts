import { defineRecipe } from '@pandacss/dev';

/** The square touch target of a button that shows only an icon; the dialog and toast close buttons start from it too. */
export const iconButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 'touch',
  height: 'touch',
  borderRadius: 'control',
  cursor: 'pointer',
} as const;

/** Quiet on the page background: grey until hovered (close buttons). */
export const iconButtonMuted = { color: 'fg.muted', _hover: { bg: 'bg.muted', color: 'fg' } } as const;

export const iconButtonRecipe = defineRecipe({
  className: 'icon-button',
  description: 'A button that shows only an icon (its name is its aria-label), with a 44px touch target.',
  base: iconButtonBase,
  variants: {
    tone: {
      muted: iconButtonMuted,
      // On the navy header and the dark notices.
      onDark: { color: 'fg.inverted', _hover: { bg: 'navy.800' } },
      // A round white button floating over a photo; it removes the photo, so it turns red under the pointer.
      overlay: {
        borderRadius: 'full',
        bg: 'bg',
        color: 'fg',
        boxShadow: 'raised',
        _hover: { bg: 'danger.subtle', color: 'danger' },
      },
    },
  },
  defaultVariants: { tone: 'muted' },
});
