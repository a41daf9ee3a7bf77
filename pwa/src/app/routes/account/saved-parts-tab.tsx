import { css } from 'styled-system/css';
import { DASHBOARD_TEXTS } from '@/features/accounts/accounts.constants';
import { useCurrentUser } from '@/features/accounts/stores/session.store';
import { SavedPartsPanel } from '@/features/listings/components/saved-parts-panel';

/** Saved Parts tab: the parts the user saved from their detail pages (the listings feature's panel). */
export function SavedPartsTab() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="account-saved-heading" className={styles.panel}>
      <h2 id="account-saved-heading" className={styles.heading}>
        {DASHBOARD_TEXTS.tabs.saved}
      </h2>
      {user ? <SavedPartsPanel userId={user.id} /> : null}
    </section>
  );
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: css({ fontSize: 'xl', color: 'primary' }),
};
