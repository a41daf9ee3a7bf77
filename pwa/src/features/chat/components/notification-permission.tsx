import { useState, type MouseEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { notificationsSupported, requestNotificationPermission } from '../utils/notify';

/**
 * Browser notifications need the browser's permission, asked only from the user's own action (never on
 * page load): when they turn the browser-notifications switch on inside `children` (the click is caught
 * here, inside the gesture), or press 'Allow browser notifications' while the switch is on.
 */
export function NotificationPermission({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [permission, setPermission] = useState(() => (notificationsSupported() ? Notification.permission : 'denied'));

  const ask = () => {
    void requestNotificationPermission().then((answer) => {
      if (answer !== 'unsupported') setPermission(answer);
    });
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLInputElement;
    // A checkbox is already toggled when its click is dispatched: checked = being turned on.
    if (target.name === 'notifyBrowser' && target.checked && permission === 'default') ask();
  };

  return (
    // The click listener only watches the switch inside; it is not a control itself.
    <div onClick={onClick} className={styles.wrap}>
      {children}
      {enabled && permission === 'default' ? (
        <Button variant="outline" size="sm" onClick={ask}>
          {CHAT_UI_TEXTS.allowNotifications}
        </Button>
      ) : null}
      {enabled && permission === 'denied' && notificationsSupported() ? (
        <p className={styles.note}>{CHAT_UI_TEXTS.notificationsBlocked}</p>
      ) : null}
    </div>
  );
}

const styles = {
  wrap: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }),
  note: css({ fontSize: 'sm', color: 'fg.muted' }),
};
