import { css } from 'styled-system/css';

/** Layout shared by the account forms. */
export const formStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '5' }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' }),
  legend: css({ fontWeight: 'semibold', mb: '1' }),
  radios: css({ display: 'flex', flexWrap: 'wrap', gap: '4' }),
  radio: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: 'touch',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'control',
    cursor: 'pointer',
    fontWeight: 'medium',
    '&:has(input:checked)': { borderColor: 'accent', bg: 'accent.subtle' },
    '& input': { width: '5', height: '5', accentColor: 'accent' },
  }),
  error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' }),
  terms: css({ '& a': { fontWeight: 'semibold' } }),
};
