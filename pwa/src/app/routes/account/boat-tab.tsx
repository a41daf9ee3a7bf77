import { css } from 'styled-system/css';
import { DASHBOARD_TEXTS } from '@/features/accounts/accounts.constants';
import { useCurrentUser } from '@/features/accounts/stores/session.store';
import { BOAT_TEXTS } from '@/features/boats/boats.constants';
import { MyBoatPanel } from '@/features/boats/components/my-boat-panel';
import { headingStyles } from '@/components/ui/heading';

/** My Boat tab: the user's boats and engines (the boats feature's panel), in the account route's chunk like the other tabs. */
export function BoatTab() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="account-boat-heading" className={styles.panel}>
      <h2 id="account-boat-heading" className={styles.heading}>
        {DASHBOARD_TEXTS.tabs.boat}
      </h2>
      <p className={styles.intro}>{BOAT_TEXTS.intro}</p>
      {user ? <MyBoatPanel userId={user.id} /> : null}
    </section>
  );
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: headingStyles({ size: 'xl' }),
  intro: css({ color: 'fg.muted' }),
};
