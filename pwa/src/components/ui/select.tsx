import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { select, type SelectVariantProps } from 'styled-system/recipes';

export type SelectProps = Omit<ComponentProps<'select'>, 'size'> & SelectVariantProps;

/**
 * A native `<select>` drawn like the text inputs: the phone's own picker opens on touch, and the options
 * are plain `<option>` children. `fit="content"` keeps it as wide as its longest option (toolbars, rows).
 * Label it with a `<label htmlFor>` or an `aria-label`.
 */
export function Select(props: SelectProps) {
  const [variantProps, { className, ...rest }] = select.splitVariantProps(props);
  return <select className={cx(select(variantProps), className)} {...rest} />;
}

export { select as selectStyles };
