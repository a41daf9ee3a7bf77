import { defineRecipe } from '@pandacss/dev';

const square = (size: string) => ({ width: size, height: size });

export const discRecipe = defineRecipe({
  className: 'disc',
  description: 'A round token with a letter, number or icon centred in it: avatar initials, step numbers, ticks.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: 'full',
    fontWeight: 'bold',
  },
  variants: {
    // Sizes on the spacing scale; `fill` takes the size of its box (an avatar's frame).
    size: {
      '6': square('6'),
      '7': square('7'),
      '8': square('8'),
      '10': square('10'),
      '12': square('12'),
      '16': square('16'),
      fill: square('full'),
    },
    tone: {
      primary: { bg: 'primary.subtle', color: 'primary' },
      solidPrimary: { bg: 'primary', color: 'primary.fg' },
      accent: { bg: 'accent', color: 'accent.fg' },
      accentSubtle: { bg: 'accent.subtle', color: 'accent.text' },
      signal: { bg: 'signal', color: 'signal.fg' },
      success: { bg: 'success', color: 'success.fg' },
      muted: { bg: 'bg.muted', color: 'fg' },
    },
  },
  defaultVariants: { size: '10', tone: 'primary' },
});
