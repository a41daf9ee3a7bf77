import { css, cx } from 'styled-system/css';
import { panelStyles } from '@/components/ui/panel';
import { iconButtonStyles } from '@/components/ui/icon-button';

/** The shell's small notices (update banner, iOS install hint): dark cards stacked at the bottom. */
export const noticeStyles = {
  stack: css({
    position: 'fixed',
    insetInline: '3',
    bottom: '3',
    zIndex: 'overlay',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    pointerEvents: 'none',
    md: { insetInlineEnd: 'auto', insetInlineStart: '4', bottom: '4', width: '26rem' },
    '&:empty': { display: 'none' },
  }),
  card: cx(
    panelStyles({ tone: 'inverted' }),
    css({ pointerEvents: 'auto', display: 'flex', alignItems: 'flex-start', gap: '2', p: '3', ps: '4', boxShadow: 'raised' }),
  ),
  body: css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '1', py: '1' }),
  title: css({ fontWeight: 'semibold' }),
  note: css({ fontSize: 'sm', color: 'fg.invertedMuted' }),
  close: iconButtonStyles({ tone: 'onDark' }),
};
