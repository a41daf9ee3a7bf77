import { cx } from 'styled-system/css';
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes';

export type SpinnerProps = SpinnerVariantProps & { className?: string };

/**
 * The turning ring, hidden from assistive technology: the text beside it (in a `role="status"`
 * element) says what is loading. It sizes itself as a flex item, so place it in a flex row.
 */
export function Spinner({ className, ...variants }: SpinnerProps) {
  return <span className={cx(spinner(variants), className)} aria-hidden="true" />;
}

export { spinner as spinnerStyles };
