import { css } from 'styled-system/css';
import { DASHBOARD_TEXTS } from '@/features/accounts/accounts.constants';
import { useCurrentUser } from '@/features/accounts/stores/session.store';
import { MyListingsPanel } from '@/features/listings/components/my-listings-panel';
import { headingStyles } from '@/components/ui/heading';

/** My Listings tab: the signed-in user's parts with Edit and Remove (the listings feature's panel). */
export function ListingsTab() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="account-listings-heading" className={styles.panel}>
      <h2 id="account-listings-heading" className={styles.heading}>
        {DASHBOARD_TEXTS.tabs.listings}
      </h2>
      {user ? <MyListingsPanel userId={user.id} /> : null}
    </section>
  );
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: headingStyles({ size: 'xl' }),
};
