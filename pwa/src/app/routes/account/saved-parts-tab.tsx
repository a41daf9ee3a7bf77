import { lazy, Suspense } from 'react';
import { css, cx } from 'styled-system/css';
import { DASHBOARD_TEXTS } from '@/features/accounts/accounts.constants';
import { useCurrentUser } from '@/features/accounts/stores/session.store';
import { ALERT_SETTINGS_TEXTS } from '@/features/alerts/alert-settings.constants';
import { SavedPartsPanel } from '@/features/listings/components/saved-parts-panel';
import { SavedSearchesPanel } from '@/features/saved-searches/components/saved-searches-panel';
import { SAVED_SEARCH_TEXTS } from '@/features/saved-searches/saved-searches.constants';
import { headingStyles } from '@/components/ui/heading';

// Alert settings (push, e-mail) and the recent alerts: their own chunk, fetched with this tab.
const AlertsSection = lazy(() => import('./alerts-section'));

/**
 * Saved Parts tab: the parts the user saved from their detail pages (the listings feature's panel), their
 * saved searches and their alerts (docs/decisions.md "Saved searches and alerts": the saved-searches and alerts features' panels).
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
      {user ? (
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              {ALERT_SETTINGS_TEXTS.loading}
            </p>
          }
        >
          <AlertsSection user={user} />
        </Suspense>
      ) : null}
    </section>
  );
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: headingStyles({ size: 'xl' }),
  subheading: cx(headingStyles({ size: 'lg' }), css({ mt: '6' })),
  loading: css({ color: 'fg.muted', mt: '6' }),
};
