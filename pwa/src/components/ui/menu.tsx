import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';

const styles = menu();

function Root(props: ArkMenu.RootProps) {
  return <ArkMenu.Root lazyMount unmountOnExit {...props} />;
}

/** The floating panel, positioned against the trigger and rendered in a portal. */
function Content({ className, ...props }: ArkMenu.ContentProps) {
  return (
    <Portal>
      <ArkMenu.Positioner className={styles.positioner}>
        <ArkMenu.Content className={cx(styles.content, className)} {...props} />
      </ArkMenu.Positioner>
    </Portal>
  );
}

/** An entry; use `asChild` around a router Link for entries that navigate (Dashboard, My Listings …). */
function Item({ className, ...props }: ArkMenu.ItemProps) {
  return <ArkMenu.Item className={cx(styles.item, className)} {...props} />;
}

function ItemGroup({ className, ...props }: ArkMenu.ItemGroupProps) {
  return <ArkMenu.ItemGroup className={cx(styles.itemGroup, className)} {...props} />;
}

function ItemGroupLabel({ className, ...props }: ArkMenu.ItemGroupLabelProps) {
  return <ArkMenu.ItemGroupLabel className={cx(styles.itemGroupLabel, className)} {...props} />;
}

function Separator({ className, ...props }: ArkMenu.SeparatorProps) {
  return <ArkMenu.Separator className={cx(styles.separator, className)} {...props} />;
}

const Trigger = ArkMenu.Trigger;

export const Menu = { Root, Trigger, Content, Item, ItemGroup, ItemGroupLabel, Separator };
