import { css } from 'styled-system/css';

/** Layout of the contact forms. */
export const contactFormStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '5' }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    p: { base: '5', md: '8' },
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'card',
    boxShadow: 'raised',
  }),
};
