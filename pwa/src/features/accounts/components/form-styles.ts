import { css } from 'styled-system/css';

/** Layout shared by the account forms. */
export const formStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '5' }),
  terms: css({ '& a': { fontWeight: 'semibold' } }),
};
