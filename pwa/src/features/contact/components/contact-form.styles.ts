import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';

/** Layout of the contact forms. */
export const contactFormStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '5' }),
  card: cx(cardStyles({ padding: 'form', elevation: 'raised' }), stack({ gap: '4' })),
};
