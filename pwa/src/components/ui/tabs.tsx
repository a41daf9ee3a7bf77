import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';

const styles = tabs();

function Root({ className, ...props }: ArkTabs.RootProps) {
  return <ArkTabs.Root className={cx(styles.root, className)} {...props} />;
}

function List({ className, ...props }: ArkTabs.ListProps) {
  return <ArkTabs.List className={cx(styles.list, className)} {...props} />;
}

function Trigger({ className, ...props }: ArkTabs.TriggerProps) {
  return <ArkTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

function Content({ className, ...props }: ArkTabs.ContentProps) {
  return <ArkTabs.Content className={cx(styles.content, className)} {...props} />;
}

export const Tabs = { Root, List, Trigger, Content };
