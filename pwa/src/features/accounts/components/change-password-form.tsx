import { ChangePasswordFormSchema } from '@dockside/shared/accounts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { FIELD_LABELS, SETTINGS_TEXTS } from '../accounts.constants';
import { changePassword } from '../api/change-password';
import { parseApiError } from '../utils/auth-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FormBanner } from './form-banner';
import { formStyles } from './form-styles';
import { NewPasswordFields } from './new-password-fields';
import { FormField } from '@/components/ui/form-field';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Account Settings › Change Password: POST /api/user/password; the server signs out every other device. */
export function ChangePasswordForm() {
  const [banner, setBanner] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const form = useSchemaForm(ChangePasswordFormSchema, EMPTY);
  useDirtyForm('change-password-form', hasChanges(form.values, EMPTY));

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    setBanner(null);
    setNote(null);
    try {
      const { otherSessionsEnded } = await changePassword({ currentPassword, newPassword: password });
      form.reset(EMPTY);
      setNote(SETTINGS_TEXTS.passwordChangedNote(otherSessionsEnded ?? 0));
      toast({ title: SETTINGS_TEXTS.passwordChangedTitle, description: SETTINGS_TEXTS.passwordChangedDescription, type: 'success' });
    } catch (error) {
      const message = parseApiError(error).message ?? SETTINGS_TEXTS.passwordFailedFallback;
      setBanner(message);
      toast({ title: SETTINGS_TEXTS.passwordFailedTitle, description: message, type: 'error' });
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      <FormBanner message={note} tone="success" />
      <FormField
        label={FIELD_LABELS.currentPassword}
        type="password"
        {...form.bind('currentPassword')}
        required
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={form.bind('password')}
        confirm={form.bind('confirmPassword')}
        labels={{ password: FIELD_LABELS.newPassword, confirm: FIELD_LABELS.confirmNewPassword }}
      />
      <div>
        <Button type="submit" variant="primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? SETTINGS_TEXTS.changingPassword : SETTINGS_TEXTS.changePassword}
        </Button>
      </div>
    </form>
  );
}
