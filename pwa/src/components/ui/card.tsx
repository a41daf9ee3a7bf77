import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { card, type CardVariantProps } from 'styled-system/recipes';

export type CardProps = ComponentProps<typeof ark.div> & CardVariantProps;

/**
 * A bordered surface styled by the `card` recipe. Render another element with `asChild`
 * (`<Card asChild><article>…</article></Card>`), or give an existing element the look with
 * `className={cx(cardStyles({ padding: 'lg' }), css({ … }))}`: the `css` layer wins over the recipe.
 */
export function Card(props: CardProps) {
  const [variantProps, { className, ...rest }] = card.splitVariantProps(props);
  return <ark.div className={cx(card(variantProps), className)} {...rest} />;
}

export { card as cardStyles };

/** The title link of an interactive card (`<Card interactive>`): its hit area covers the whole card. */
export { cardLink as cardLinkStyles } from 'styled-system/recipes';
