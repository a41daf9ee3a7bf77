import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import { useBrowserValue } from '@/lib/use-browser-value';

export type ButtonProps = ComponentProps<typeof ark.button> & ButtonVariantProps;

/**
 * A button styled by the `button` recipe. For navigation use a link, not a button: either
 * `<Button asChild><Link to="/auth">Sign In</Link></Button>` or `className={buttonStyles({ variant: 'accent' })}`.
 */
export function Button(props: ButtonProps) {
  const [variantProps, { className, type, asChild, disabled, ...rest }] = button.splitVariantProps(props);
  // On a server-rendered page (docs/architecture.md §5.4) a form is on screen before the app runs: its submit button waits
  // for the app (the browser would otherwise send the form itself, as a GET with its fields in the URL).
  // Other buttons read the same value on the server as in the browser: a value that changes at hydration
  // renders the button again, synchronously, inside hydration's effects (total blocking time).
  const submit = type === 'submit';
  const waitingForApp = useBrowserValue(() => false, submit);
  return (
    <ark.button
      type={asChild ? undefined : (type ?? 'button')}
      asChild={asChild}
      className={cx(button(variantProps), className)}
      disabled={disabled || (submit && waitingForApp) || undefined}
      {...rest}
    />
  );
}

export { button as buttonStyles };
