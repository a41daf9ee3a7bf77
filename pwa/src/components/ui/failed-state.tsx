import { EmptyState } from '@/components/layout/empty-state';
import { Button, type ButtonProps } from './button';

interface FailedStateProps {
  heading: string;
  text?: string;
  /** The heading level inside the page, as for `EmptyState`. */
  level?: 'h1' | 'h2' | 'h3';
  /** The screen's own words for trying again ('Try again', 'Retry', 'Refresh Feed'). */
  retryLabel: string;
  onRetry: () => void;
  /** `accent` where the retry is the screen's main way on; `outline` inside a panel of other actions. */
  variant?: Extract<ButtonProps['variant'], 'accent' | 'outline'>;
}

/** A load that failed and nothing to show instead: the empty state as an alert, with its one way out, trying again. */
export function FailedState({ heading, text, level, retryLabel, onRetry, variant = 'accent' }: FailedStateProps) {
  return (
    <EmptyState heading={heading} text={text} level={level} role="alert">
      <Button variant={variant} onClick={onRetry}>
        {retryLabel}
      </Button>
    </EmptyState>
  );
}
