import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { css } from '../styled-system/css';
import { inlineStaticCss } from './static-css';

const parse = (code: string) => parseAst(code) as unknown as ReturnType<Parameters<typeof inlineStaticCss>[1]>;
const transform = (code: string) => inlineStaticCss(code, parse, css);
const header = "import { css, cx } from 'styled-system/css';\n";

describe('static css() calls become their class names at build time', () => {
  it("writes exactly what Panda's css() returns, for tokens, shorthands, conditions, breakpoints and numbers", () => {
    const styles = [
      { position: 'relative', bg: 'bg', borderWidth: '1px', _hover: { borderColor: 'border.strong' } },
      { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4', zIndex: 1, lineClamp: 2 },
      { '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'focusRing' }, mt: -2, flex: '1' },
      { fontSize: ['sm', 'md'], _after: { content: '""', position: 'absolute', inset: '0' } },
    ];
    for (const style of styles) {
      const source = JSON.stringify(style);
      expect(transform(`${header}export const a = css(${source});`)).toBe(`${header}export const a = ${JSON.stringify(css(style))};`);
    }
    // Several arguments are merged by Panda as in the browser; a template literal without expressions is a string.
    expect(transform(`${header}const b = css({ p: '2' }, { p: \`4\`, color: 'fg' });`)).toBe(
      `${header}const b = ${JSON.stringify(css({ p: '2' }, { p: '4', color: 'fg' }))};`,
    );
  });

  it('leaves every call with something computed to the browser', () => {
    const dynamic = [
      'css({ width: size })',
      "css({ width: wide ? '100%' : '50%' })",
      "css({ ...base, color: 'fg' })",
      'css({ width: `${n}px` })',
      "css({ [prop]: '1' })",
      "css(styles, { color: 'fg' })",
      "css({ color: pick('fg') })",
    ];
    for (const call of dynamic) expect(transform(`${header}const c = ${call};`)).toBe(`${header}const c = ${call};`);
    // cx and recipes are not css().
    expect(transform(`${header}const d = cx('a', 'b');`)).toBe(`${header}const d = cx('a', 'b');`);
  });

  it('follows a renamed import, ignores a css() from elsewhere, and leaves a module that declares its own css alone', () => {
    expect(transform("import { css as style } from 'styled-system/css';\nconst e = style({ color: 'fg' });")).toBe(
      `import { css as style } from 'styled-system/css';\nconst e = ${JSON.stringify(css({ color: 'fg' }))};`,
    );
    const other = "import { css } from 'some-other-lib';\nconst f = css({ color: 'fg' });";
    expect(transform(other)).toBe(other);
    const shadowed = `${header}function g(css) { return css({ color: 'fg' }); }\nconst h = css({ color: 'fg' });`;
    expect(transform(shadowed)).toBe(shadowed);
  });
});
