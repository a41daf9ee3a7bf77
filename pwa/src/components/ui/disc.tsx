import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { disc, type DiscVariantProps } from 'styled-system/recipes';

export type DiscProps = ComponentProps<typeof ark.span> & DiscVariantProps;

/**
 * A round token with a letter, number or icon centred in it (avatar initials, step numbers, ticks), styled
 * by the `disc` recipe: `size` on the spacing scale (`6` … `16`, or `fill` for its box) and `tone`.
 */
export function Disc(props: DiscProps) {
  const [variantProps, { className, ...rest }] = disc.splitVariantProps(props);
  return <ark.span className={cx(disc(variantProps), className)} {...rest} />;
}

export { disc as discStyles };
