import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { buttonStyles } from '@/components/ui/button';
import { NotificationPreferences } from '@/features/accounts/components/notification-preferences';
import { useCurrentUser } from '@/features/accounts/stores/session.store';
import { INBOX_TEXTS } from '@/features/chat/chat.constants';
import { Inbox } from '@/features/chat/components/inbox';
import { NotificationPermission } from '@/features/chat/components/notification-permission';
import { PlaceholderPanel } from './placeholder-panel';

/**
 * Messages tab (spec §2 Account dashboard → Messages): the user's conversations (the chat feature's inbox)
 * and the browser / e-mail notification switches (the accounts feature's, saved on the server).
 */
export function MessagesTab() {
  const user = useCurrentUser();
  if (!user) {
    return (
      <PlaceholderPanel
        heading={INBOX_TEXTS.notAvailable}
        action={
          <Link to="/auth" className={buttonStyles({ variant: 'signal' })}>
            {INBOX_TEXTS.signIn}
          </Link>
        }
      >
        {INBOX_TEXTS.signInToRead}
      </PlaceholderPanel>
    );
  }
  const notifyBrowser = user.notifyBrowser ?? true;
  return (
    <div className={styles.layout}>
      <Inbox user={{ id: user.id, notifyBrowser }} />
      <NotificationPermission enabled={notifyBrowser}>
        <NotificationPreferences user={user} />
      </NotificationPermission>
    </div>
  );
}

const styles = { layout: css({ display: 'flex', flexDirection: 'column', gap: '8' }) };
