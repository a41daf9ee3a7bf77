import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { panel, type PanelVariantProps } from 'styled-system/recipes';

export type PanelProps = ComponentProps<typeof ark.div> & PanelVariantProps;

/** A coloured block with card corners (hero, promo, notice), styled by the `panel` recipe. */
export function Panel(props: PanelProps) {
  const [variantProps, { className, ...rest }] = panel.splitVariantProps(props);
  return <ark.div className={cx(panel(variantProps), className)} {...rest} />;
}

export { panel as panelStyles };
