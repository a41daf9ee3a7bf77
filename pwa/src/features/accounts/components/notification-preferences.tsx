import type { CurrentUser } from '@dockside/shared/accounts';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { toast } from '@/components/ui/toaster';
import { SETTINGS_TEXTS } from '../accounts.constants';
import { updateProfile } from '../api/update-profile';
import { setSessionUser } from '../stores/session.store';
import { parseApiError } from '../utils/auth-errors';
import { CheckboxField } from '@/components/ui/form-field';

type Preference = 'notifyBrowser' | 'notifyEmail';

const TEXTS: Record<Preference, { label: string; hint: string; on: string; off: string }> = {
  notifyBrowser: {
    label: SETTINGS_TEXTS.notifyBrowser,
    hint: SETTINGS_TEXTS.notifyBrowserHint,
    on: SETTINGS_TEXTS.notifyBrowserOn,
    off: SETTINGS_TEXTS.notifyBrowserOff,
  },
  notifyEmail: {
    label: SETTINGS_TEXTS.notifyEmail,
    hint: SETTINGS_TEXTS.notifyEmailHint,
    on: SETTINGS_TEXTS.notifyEmailOn,
    off: SETTINGS_TEXTS.notifyEmailOff,
  },
};

/**
 * Browser and e-mail notification switches (spec §2: both on by default, toggling shows a toast), kept on
 * the user (PATCH /api/user) so they follow the user to every device.
 */
export function NotificationPreferences({ user }: { user: CurrentUser }) {
  const [pending, setPending] = useState<{ key: Preference; value: boolean } | null>(null);

  const toggle = async (key: Preference, value: boolean) => {
    // One change at a time; the switches stay focusable (not disabled) meanwhile.
    if (pending) return;
    setPending({ key, value });
    try {
      setSessionUser(await updateProfile({ [key]: value }));
      toast({
        title: value ? TEXTS[key].on : TEXTS[key].off,
        description: value ? SETTINGS_TEXTS.notifyDescriptionOn : SETTINGS_TEXTS.notifyDescriptionOff,
        type: 'success',
      });
    } catch (error) {
      toast({
        title: SETTINGS_TEXTS.notifyFailedTitle,
        description: parseApiError(error).message ?? SETTINGS_TEXTS.profileFailedFallback,
        type: 'error',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.list}>
      {(Object.keys(TEXTS) as Preference[]).map((key) => (
        <CheckboxField
          key={key}
          asSwitch
          hint={TEXTS[key].hint}
          binding={{
            name: key,
            checked: pending?.key === key ? pending.value : (user[key] ?? true),
            onChange: (event) => void toggle(key, event.target.checked),
          }}
        >
          {TEXTS[key].label}
        </CheckboxField>
      ))}
    </div>
  );
}

const styles = { list: css({ display: 'flex', flexDirection: 'column', gap: '4' }) };
