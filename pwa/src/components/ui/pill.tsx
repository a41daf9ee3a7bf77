import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { pill, type PillVariantProps } from 'styled-system/recipes';

export type PillProps = ComponentProps<'span'> & PillVariantProps;

/** A small filled pill beside a name or heading (`tone` accent, signal, success, muted; `count` for a bare number). */
export function Pill(props: PillProps) {
  const [variantProps, { className, ...rest }] = pill.splitVariantProps(props);
  return <span className={cx(pill(variantProps), className)} {...rest} />;
}

export { pill as pillStyles };
