import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';

/** The account panels' card grid (My Listings, its pending changes, Saved Parts). */
export const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
export const card = cx(
  cardStyles({ padding: 'none', elevation: 'raised' }),
  css({
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
  }),
);
export const media = css({ position: 'relative' });
export const priceBadge = css({ position: 'absolute', bottom: '2', insetEnd: '2' });
export const body = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', p: '4', flex: '1' });
export const title = css({
  fontSize: 'lg',
  lineClamp: 2,
  '& a': { color: 'fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } },
});
export const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
/** Why a listing is not public, and a moderator's reason. */
export const note = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto', pt: '2' });
export const loading = css({ py: '10', textAlign: 'center', color: 'fg.muted' });
