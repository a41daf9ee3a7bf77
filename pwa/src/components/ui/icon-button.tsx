import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { iconButton, type IconButtonVariantProps } from 'styled-system/recipes';

/** Its name is its `aria-label`: the button shows only an icon. */
export type IconButtonProps = ComponentProps<typeof ark.button> & IconButtonVariantProps & { 'aria-label': string };

/**
 * A button that shows only an icon, styled by the `icon-button` recipe (`tone`: `muted`, `onDark`,
 * `overlay`). It defaults to `type="button"`; `iconButtonStyles({…})` gives a link or an Ark trigger the look.
 */
export function IconButton(props: IconButtonProps) {
  const [variantProps, { className, type, ...rest }] = iconButton.splitVariantProps(props);
  return <ark.button type={type ?? 'button'} className={cx(iconButton(variantProps), className)} {...rest} />;
}

export { iconButton as iconButtonStyles };
