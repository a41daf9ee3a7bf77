import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

/**
 * A marine palette for screens read on deck in full sun: near-black text on white (17:1), muted text still
 * above 7:1, and every interactive colour at least WCAG AA (4.5:1) against the surface it sits on.
 * Contrast figures are noted beside the semantic tokens that carry text.
 */
export const tokens = defineTokens({
  colors: {
    navy: {
      50: { value: '#f2f6fb' },
      100: { value: '#e1eaf5' },
      200: { value: '#c3d3e8' },
      300: { value: '#9bb4d6' },
      400: { value: '#6a8cbc' },
      500: { value: '#3f68a0' },
      600: { value: '#265086' },
      700: { value: '#1a4377' },
      800: { value: '#13386b' },
      900: { value: '#0b2545' },
      950: { value: '#071a33' },
    },
    sea: {
      50: { value: '#ebfaf8' },
      100: { value: '#cff3ef' },
      200: { value: '#a3e9e4' },
      300: { value: '#5fd4cf' },
      400: { value: '#2bb8b3' },
      500: { value: '#129894' },
      600: { value: '#0e7f7c' },
      700: { value: '#0b6b69' },
      800: { value: '#08575a' },
      900: { value: '#064447' },
    },
    signal: {
      50: { value: '#fff8eb' },
      100: { value: '#fff1d6' },
      300: { value: '#ffcf7a' },
      400: { value: '#ffb547' },
      500: { value: '#f5a524' },
      600: { value: '#d9820b' },
      700: { value: '#a85f06' },
      950: { value: '#1a1206' },
    },
    slate: {
      0: { value: '#ffffff' },
      50: { value: '#f4f7fb' },
      100: { value: '#e8edf3' },
      200: { value: '#d3dbe6' },
      300: { value: '#b3c0d0' },
      400: { value: '#7a8aa0' },
      500: { value: '#56677e' },
      600: { value: '#3a4a5f' },
      700: { value: '#2a3849' },
      800: { value: '#1a2636' },
      900: { value: '#0b1b2e' },
    },
    coral: {
      50: { value: '#fef3f2' },
      100: { value: '#fde4e1' },
      600: { value: '#b42318' },
      700: { value: '#912018' },
    },
    kelp: {
      50: { value: '#ecfdf3' },
      100: { value: '#d3f5e0' },
      600: { value: '#1b6b34' },
      700: { value: '#14532a' },
    },
  },
  fonts: {
    body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif' },
    heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif' },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
  sizes: {
    touch: { value: '2.75rem' },
    content: { value: '75rem' },
    prose: { value: '45rem' },
  },
  radii: {
    control: { value: '0.5rem' },
    card: { value: '0.75rem' },
  },
  shadows: {
    raised: { value: '0 1px 2px rgba(11, 27, 46, 0.08), 0 4px 12px rgba(11, 27, 46, 0.08)' },
    overlay: { value: '0 12px 40px rgba(7, 26, 51, 0.28)' },
  },
  zIndex: {
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    skipNav: { value: 1600 },
    toast: { value: 1700 },
  },
  durations: {
    quick: { value: '120ms' },
    gentle: { value: '200ms' },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: { value: '{colors.slate.0}' },
      subtle: { value: '{colors.slate.50}' },
      muted: { value: '{colors.slate.100}' },
      inverted: { value: '{colors.navy.900}' },
    },
    fg: {
      DEFAULT: { value: '{colors.slate.900}' }, // 17.4:1 on bg, 16.2:1 on bg.subtle
      muted: { value: '{colors.slate.600}' }, // 9.0:1 on bg, 8.4:1 on bg.subtle
      inverted: { value: '{colors.slate.0}' }, // 15.4:1 on navy.900
      invertedMuted: { value: '{colors.navy.100}' }, // 12.6:1 on navy.900
    },
    border: {
      DEFAULT: { value: '{colors.slate.200}' },
      strong: { value: '{colors.slate.400}' }, // 3.5:1: form control outlines (WCAG 1.4.11)
    },
    primary: {
      DEFAULT: { value: '{colors.navy.900}' },
      hover: { value: '{colors.navy.800}' },
      fg: { value: '{colors.slate.0}' }, // 15.4:1
      subtle: { value: '{colors.navy.50}' },
    },
    accent: {
      DEFAULT: { value: '{colors.sea.700}' }, // 6.3:1 with white text
      hover: { value: '{colors.sea.800}' }, // 8.3:1 with white text
      fg: { value: '{colors.slate.0}' },
      text: { value: '{colors.sea.800}' }, // links on white: 8.3:1
      subtle: { value: '{colors.sea.50}' },
      onDark: { value: '{colors.sea.300}' }, // 8.7:1 on navy.900
    },
    signal: {
      DEFAULT: { value: '{colors.signal.500}' },
      fg: { value: '{colors.signal.950}' }, // 9.1:1 on signal.500
      subtle: { value: '{colors.signal.100}' },
      onDark: { value: '{colors.signal.400}' }, // 8.8:1 on navy.900
    },
    danger: {
      DEFAULT: { value: '{colors.coral.600}' }, // 6.6:1 on white, white text 6.6:1
      hover: { value: '{colors.coral.700}' },
      fg: { value: '{colors.slate.0}' },
      subtle: { value: '{colors.coral.50}' },
    },
    success: {
      DEFAULT: { value: '{colors.kelp.600}' }, // 6.6:1 on white, white text 6.6:1
      hover: { value: '{colors.kelp.700}' },
      fg: { value: '{colors.slate.0}' },
      subtle: { value: '{colors.kelp.50}' },
    },
    focusRing: { value: '{colors.sea.700}' }, // 6.3:1 on white; dark surfaces switch to signal.onDark
  },
});
