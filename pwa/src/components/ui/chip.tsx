import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { chip, type ChipVariantProps } from 'styled-system/recipes';

export type ChipProps = ComponentProps<typeof ark.label> & ChipVariantProps;

/**
 * An option chip: a label around a native radio or checkbox, tinted while it is ticked (`variant="option"`,
 * the default here). Filter chips are links: give the link the look with `chipStyles()` (`variant: 'filter'`),
 * and mark the current one with `aria-current="page"`.
 */
export function Chip({ variant = 'option', ...props }: ChipProps) {
  const [variantProps, { className, ...rest }] = chip.splitVariantProps({ variant, ...props });
  return <ark.label className={cx(chip(variantProps), className)} {...rest} />;
}

export { chip as chipStyles };
