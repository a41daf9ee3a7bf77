import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate';

describe('truncateText (spec §9: description truncation at 300 characters)', () => {
  it('leaves a text of 300 characters or fewer as it is', () => {
    const text = 'a'.repeat(300);
    expect(truncateText(text)).toEqual({ text, truncated: false });
    expect(truncateText('Short description')).toEqual({ text: 'Short description', truncated: false });
  });

  it('cuts a longer text at 300 characters and adds an ellipsis', () => {
    const result = truncateText('b'.repeat(301));
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'b'.repeat(300)}…`);
  });

  it('drops the space before the ellipsis and never splits an emoji', () => {
    expect(truncateText(`${'c'.repeat(299)} and more`).text).toBe(`${'c'.repeat(299)}…`);
    const emoji = '⚓'.repeat(299) + '🚤🚤';
    expect(truncateText(emoji).text).toBe(`${'⚓'.repeat(299)}🚤…`);
  });
});
