import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { checkbox } from 'styled-system/recipes';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'>;

/**
 * A native checkbox (keyboard, forms and assistive technology as the browser gives them), sized for touch
 * and ticked in the accent colour. Put it inside its `<label>` or give it one with `htmlFor`.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return <input type="checkbox" className={cx(checkbox(), className)} {...props} />;
}

export { checkbox as checkboxStyles };
