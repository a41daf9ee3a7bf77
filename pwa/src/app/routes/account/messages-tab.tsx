import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { DASHBOARD_TEXTS } from '@/features/accounts/accounts.constants';
import { PlaceholderPanel } from './placeholder-panel';

/** Messages tab. Placeholder: the messages feature replaces this file with real conversations. */
export function MessagesTab() {
  return (
    <PlaceholderPanel
      heading={DASHBOARD_TEXTS.tabs.messages}
      action={
        <Link to="/chat" className={buttonStyles({ variant: 'outline' })}>
          {DASHBOARD_TEXTS.viewAllMessages}
        </Link>
      }
    >
      {DASHBOARD_TEXTS.messagesPlaceholder}
    </PlaceholderPanel>
  );
}
