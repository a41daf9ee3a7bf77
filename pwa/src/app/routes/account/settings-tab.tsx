import type { CurrentUser } from '@dockside/shared/accounts';
import { useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import OfflineDataPanel from '@/components/pwa/offline-data-panel';
import { PWA_TEXTS } from '@/components/pwa/pwa.constants';
import { StoragePanel } from '@/components/pwa/storage-panel';
import { SETTINGS_TEXTS } from '@/features/accounts/accounts.constants';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { EmailVerificationPanel } from '@/features/accounts/components/email-verification-panel';
import { EMAIL_VERIFICATION_TEXTS } from '@/features/accounts/email-verification.constants';
import { NotificationPreferences } from '@/features/accounts/components/notification-preferences';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { headingStyles } from '@/components/ui/heading';

/**
 * Account Settings tab: Edit Profile, E-mail Verification (docs/decisions.md "Accounts"), Change Password, Notification
 * Preferences and Storage on this device with its offline data (docs/architecture.md §6.2).
 */
export function SettingsTab({ user }: { user: CurrentUser }) {
  // A clear frees space: the storage estimate is read again.
  const [clears, setClears] = useState(0);
  return (
    <div className={styles.stack}>
      <SettingsCard id="settings-profile" heading={SETTINGS_TEXTS.profileHeading} intro={SETTINGS_TEXTS.profileIntro}>
        {/* Keyed by user: another account signing in (other tab) starts the form afresh. */}
        <ProfileForm key={user.id} user={user} />
      </SettingsCard>
      <SettingsCard id="settings-verification" heading={EMAIL_VERIFICATION_TEXTS.cardHeading} intro={EMAIL_VERIFICATION_TEXTS.cardIntro}>
        <EmailVerificationPanel user={user} />
      </SettingsCard>
      <SettingsCard id="settings-password" heading={SETTINGS_TEXTS.passwordHeading} intro={SETTINGS_TEXTS.passwordIntro}>
        <ChangePasswordForm key={user.id} />
      </SettingsCard>
      <SettingsCard id="settings-notifications" heading={SETTINGS_TEXTS.notificationsHeading} intro={SETTINGS_TEXTS.notificationsIntro}>
        <NotificationPreferences user={user} />
      </SettingsCard>
      <SettingsCard id="settings-storage" heading={PWA_TEXTS.storageHeading} intro={PWA_TEXTS.storageIntro}>
        <StoragePanel key={clears} />
        <OfflineDataPanel userId={user.id} onCleared={() => setClears((count) => count + 1)} />
      </SettingsCard>
    </div>
  );
}

function SettingsCard({ id, heading, intro, children }: { id: string; heading: string; intro: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.intro}>{intro}</p>
      </div>
      {children}
    </section>
  );
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '48rem' }),
  card: cx(cardStyles({ padding: 'form' }), stack({ gap: '5' })),
  heading: headingStyles({ size: 'xl' }),
  intro: css({ color: 'fg.muted' }),
};
