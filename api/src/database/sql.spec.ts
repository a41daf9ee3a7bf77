import { describe, expect, it } from 'vitest';
import { toPositional } from './sql';

describe('toPositional', () => {
  it('numbers the placeholders in order and keeps escaped question marks', () => {
    expect(toPositional('select ? as a, ?::text[] as b where x = ?')).toBe('select $1 as a, $2::text[] as b where x = $3');
    expect(toPositional(`select data \\? 'key' from t where id = ?`)).toBe(`select data ? 'key' from t where id = $1`);
    expect(toPositional('select 1')).toBe('select 1');
  });
});
