import { useSearchParams, Link } from 'react-router';
import { css } from 'styled-system/css';
import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { ACCOUNT_TABS, DASHBOARD_TEXTS, type AccountTab } from '@/features/accounts/accounts.constants';
import { displayName, useCurrentUser } from '@/features/accounts/stores/session.store';
import { BoatTab } from './boat-tab';
import { ListingsTab } from './listings-tab';
import { MessagesTab } from './messages-tab';
import { SavedPartsTab } from './saved-parts-tab';
import { SettingsTab } from './settings-tab';

function tabFrom(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? 'messages';
}

/**
 * Account dashboard (/account, login required): spec §2 Account dashboard. The tab comes from `?tab=`
 * (the header's user menu links to each). Guest mode shows only while a stored user is revalidated.
 */
export default function AccountRoute() {
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));

  const selectTab = (next: string) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'messages') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Page title={DASHBOARD_TEXTS.title}>
      <div className={styles.top}>
        <div>
          <h1 className={styles.heading}>{DASHBOARD_TEXTS.welcome(user ? displayName(user) : DASHBOARD_TEXTS.guest)}</h1>
          {user ? null : (
            <p className={styles.note}>
              {DASHBOARD_TEXTS.guestNoteBefore}
              <Link to="/auth">{DASHBOARD_TEXTS.guestNoteLink}</Link>
              {DASHBOARD_TEXTS.guestNoteAfter}
            </p>
          )}
        </div>
        {user ? (
          <Link to="/boat-parts/create" className={buttonStyles({ variant: 'accent' })}>
            {DASHBOARD_TEXTS.listNewPart}
          </Link>
        ) : (
          <Link to="/auth" className={buttonStyles({ variant: 'signal' })}>
            {DASHBOARD_TEXTS.signIn}
          </Link>
        )}
      </div>

      <Tabs.Root value={tab} onValueChange={({ value }) => selectTab(value)} lazyMount>
        <Tabs.List className={styles.tabList}>
          {ACCOUNT_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {DASHBOARD_TEXTS.tabs[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="messages">
          <MessagesTab />
        </Tabs.Content>
        <Tabs.Content value="listings">
          <ListingsTab />
        </Tabs.Content>
        <Tabs.Content value="saved">
          <SavedPartsTab />
        </Tabs.Content>
        <Tabs.Content value="boat">
          <BoatTab />
        </Tabs.Content>
        <Tabs.Content value="settings">{user ? <SettingsTab user={user} /> : null}</Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

const styles = {
  top: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '4',
    mb: '8',
  }),
  heading: css({ fontSize: { base: '2xl', md: '4xl' }, color: 'primary' }),
  note: css({ mt: '2', color: 'fg.muted' }),
  tabList: css({ overflowX: 'auto' }),
};
