import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { notice, type NoticeVariantProps } from 'styled-system/recipes';

export type NoticeProps = ComponentProps<typeof ark.div> & NoticeVariantProps;

/**
 * A boxed message in the flow of the page with a thick start border, styled by the `notice` recipe:
 * `tone` (`neutral`, `danger`, `signal`) and `size` (`md`, `lg`). Its role (`alert`, `status`, none) is the caller's.
 */
export function Notice(props: NoticeProps) {
  const [variantProps, { className, ...rest }] = notice.splitVariantProps(props);
  return <ark.div className={cx(notice(variantProps), className)} {...rest} />;
}

export { notice as noticeStyles };
