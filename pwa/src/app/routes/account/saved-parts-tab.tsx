import { css } from 'styled-system/css';
import { DASHBOARD_TEXTS } from '@/features/accounts/accounts.constants';
import { useCurrentUser } from '@/features/accounts/stores/session.store';
import { SavedPartsPanel } from '@/features/listings/components/saved-parts-panel';
import { SavedSearchesPanel } from '@/features/saved-searches/components/saved-searches-panel';
import { SAVED_SEARCH_TEXTS } from '@/features/saved-searches/saved-searches.constants';

/**
 * Saved Parts tab: the parts the user saved from their detail pages (the listings feature's panel) and their
 * saved searches (issue #16, the saved-searches feature's panel).
 */
export function SavedPartsTab() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="account-saved-heading" className={styles.panel}>
      <h2 id="account-saved-heading" className={styles.heading}>
        {DASHBOARD_TEXTS.tabs.saved}
      </h2>
      {user ? <SavedPartsPanel userId={user.id} /> : null}
      {user ? (
        <section aria-labelledby="account-saved-searches-heading" className={styles.panel}>
          <h3 id="account-saved-searches-heading" className={styles.subheading}>
            {SAVED_SEARCH_TEXTS.heading}
          </h3>
          <SavedSearchesPanel userId={user.id} />
        </section>
      ) : null}
    </section>
  );
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: css({ fontSize: 'xl', color: 'primary' }),
  subheading: css({ fontSize: 'lg', color: 'primary', mt: '6' }),
};
