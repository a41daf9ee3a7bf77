import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { heading, type HeadingVariantProps } from 'styled-system/recipes';

export type HeadingProps = ComponentProps<'h2'> & HeadingVariantProps & { level?: 'h2' | 'h3' | 'h4' };

/**
 * A section heading inside a page, `h2` unless `level` says otherwise: `size` `md`, `lg`, `xl` (the default),
 * `section` (a page's main sections) or `eyebrow` (small capitals over a sidebar's list).
 */
export function Heading({ level: Tag = 'h2', ...props }: HeadingProps) {
  const [variantProps, { className, ...rest }] = heading.splitVariantProps(props);
  return <Tag className={cx(heading(variantProps), className)} {...rest} />;
}

export { heading as headingStyles };
