import { defineConfig } from '@pandacss/dev';
import { globalCss } from './theme/global-css';
import { recipes, slotRecipes } from './theme/recipes';
import { semanticTokens, tokens } from './theme/tokens';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.spec.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  globalCss,
  theme: {
    extend: { tokens, semanticTokens, recipes, slotRecipes },
  },
  // Features pass recipe variants as props, which static extraction cannot follow: emit every variant.
  staticCss: { recipes: '*' },
});
