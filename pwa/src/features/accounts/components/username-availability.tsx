import { css } from 'styled-system/css';
import type { UsernameCheck } from '../utils/use-username-availability';

/** The live username indicator's text, coloured by state (nothing for an empty field). */
export function UsernameAvailability({ check }: { check: UsernameCheck }) {
  if (check.state === 'empty') return null;
  return (
    <span className={styles.text} data-state={check.state}>
      {check.state === 'available' ? <span aria-hidden="true">✓ </span> : null}
      {check.message}
    </span>
  );
}

const styles = {
  text: css({
    fontWeight: 'medium',
    '&[data-state=available]': { color: 'success' },
    '&[data-state=unavailable], &[data-state=error]': { color: 'danger' },
    '&[data-state=checking], &[data-state=tooShort]': { color: 'fg.muted' },
  }),
};
