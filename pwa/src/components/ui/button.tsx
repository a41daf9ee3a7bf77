import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';

export type ButtonProps = ComponentProps<typeof ark.button> & ButtonVariantProps;

/**
 * A button styled by the `button` recipe. For navigation use a link, not a button: either
 * `<Button asChild><Link to="/auth">Sign In</Link></Button>` or `className={buttonStyles({ variant: 'accent' })}`.
 */
export function Button(props: ButtonProps) {
  const [variantProps, { className, type, asChild, ...rest }] = button.splitVariantProps(props);
  return (
    <ark.button
      type={asChild ? undefined : (type ?? 'button')}
      asChild={asChild}
      className={cx(button(variantProps), className)}
      {...rest}
    />
  );
}

export { button as buttonStyles };
