import { useEffect, useRef } from 'react';
import { Tabs as ArkTabs, useTabsContext } from '@ark-ui/react/tabs';
import { cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';

const styles = tabs();

function Root({ className, ...props }: ArkTabs.RootProps) {
  return <ArkTabs.Root className={cx(styles.root, className)} {...props} />;
}

/**
 * The row of tabs. On a phone it scrolls sideways; the selected tab is kept in view (a screen opened on its
 * last tab, `?tab=…`, would otherwise show no selected tab at all). Only the row scrolls, never the page.
 */
function List({ className, ...props }: ArkTabs.ListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { value } = useTabsContext();
  useEffect(() => {
    const list = ref.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected) return;
    const row = list.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    if (tab.left < row.left) list.scrollLeft -= row.left - tab.left;
    else if (tab.right > row.right) list.scrollLeft += tab.right - row.right;
  }, [value]);
  return <ArkTabs.List ref={ref} className={cx(styles.list, className)} {...props} />;
}

function Trigger({ className, ...props }: ArkTabs.TriggerProps) {
  return <ArkTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

function Content({ className, ...props }: ArkTabs.ContentProps) {
  return <ArkTabs.Content className={cx(styles.content, className)} {...props} />;
}

export const Tabs = { Root, List, Trigger, Content };
