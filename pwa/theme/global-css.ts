import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  html: {
    colorScheme: 'light',
    fontFamily: 'body',
    lineHeight: '1.6',
    color: 'fg',
    bg: 'bg.subtle',
    WebkitTextSizeAdjust: '100%',
    textRendering: 'optimizeLegibility',
  },
  body: {
    minHeight: '100dvh',
  },
  'h1, h2, h3, h4': {
    fontFamily: 'heading',
    lineHeight: '1.25',
    fontWeight: 'bold',
    color: 'fg',
    textWrap: 'balance',
  },
  a: {
    color: 'accent.text',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
  // One focus style everywhere, thick enough to see outdoors; dark surfaces override the colour.
  ':focus-visible': {
    outline: '3px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
