import { css, cx } from 'styled-system/css';
import { Button } from './button';

interface LoadMoreButtonProps {
  /** The screen's own words ('Load more', 'Load More'). */
  label: string;
  /** Shown while the next page loads; without it the button keeps its label. */
  busyLabel?: string;
  loading?: boolean;
  onClick: () => void;
  className?: string;
}

/**
 * The outlined button under a paged list that fetches the next page. While it loads it is disabled and
 * `aria-busy`, and says so when the screen gives a `busyLabel`. It centres itself in a flex column.
 */
export function LoadMoreButton({ label, busyLabel, loading = false, onClick, className }: LoadMoreButtonProps) {
  return (
    <Button variant="outline" className={cx(centred, className)} onClick={onClick} disabled={loading} aria-busy={loading || undefined}>
      {loading && busyLabel ? busyLabel : label}
    </Button>
  );
}

const centred = css({ alignSelf: 'center' });
