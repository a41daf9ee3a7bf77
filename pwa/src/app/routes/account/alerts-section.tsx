import type { CurrentUser } from '@dockside/shared/accounts';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { updateProfile } from '@/features/accounts/api/update-profile';
import { setSessionUser } from '@/features/accounts/stores/session.store';
import { ALERT_SETTINGS_TEXTS } from '@/features/alerts/alert-settings.constants';
import { RECENT_ALERTS_TEXTS } from '@/features/alerts/alerts.constants';
import { AlertEmailsSwitch } from '@/features/alerts/components/alert-emails-switch';
import { DeviceAlerts } from '@/features/alerts/components/device-alerts';
import { RecentAlertsPanel } from '@/features/alerts/components/recent-alerts-panel';
import { headingStyles } from '@/components/ui/heading';

/** 'E-mail me alerts' is a profile setting: written like Notification Preferences (PATCH /api/user, then the session's user). */
async function saveAlertEmails(alertEmails: boolean): Promise<void> {
  setSessionUser(await updateProfile({ alertEmails }));
}

/**
 * The alerts part of Account › Saved Parts (docs/decisions.md "Saved searches and alerts"): how alerts reach the user (this device's push
 * notifications, alert e-mails) and the recent alerts. A chunk of its own, loaded with the tab: none of it
 * is in the first route's JavaScript.
 */
export default function AlertsSection({ user }: { user: CurrentUser }) {
  return (
    <>
      <section aria-labelledby="account-alert-settings-heading" className={styles.section}>
        <h3 id="account-alert-settings-heading" className={styles.heading}>
          {ALERT_SETTINGS_TEXTS.heading}
        </h3>
        <div className={styles.card}>
          <h4 className={styles.subheading}>{ALERT_SETTINGS_TEXTS.deviceHeading}</h4>
          <p className={styles.intro}>{ALERT_SETTINGS_TEXTS.deviceIntro}</p>
          <DeviceAlerts userId={user.id} />
        </div>
        <div className={styles.card}>
          <h4 className={styles.subheading}>{ALERT_SETTINGS_TEXTS.emailHeading}</h4>
          <AlertEmailsSwitch user={user} save={saveAlertEmails} />
        </div>
      </section>
      <section aria-labelledby="account-recent-alerts-heading" className={styles.section}>
        <h3 id="account-recent-alerts-heading" className={styles.heading}>
          {RECENT_ALERTS_TEXTS.heading}
        </h3>
        <RecentAlertsPanel userId={user.id} />
      </section>
    </>
  );
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: cx(headingStyles({ size: 'lg' }), css({ mt: '6' })),
  card: cx(cardStyles({ padding: 'md' }), stack({ gap: '3' })),
  subheading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'primary' }),
  intro: css({ color: 'fg.muted', maxWidth: 'prose' }),
};
