import { type CurrentUser, UpdateProfileSchema } from '@dockside/shared/accounts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { FIELD_LABELS, SETTINGS_TEXTS } from '../accounts.constants';
import { updateProfile } from '../api/update-profile';
import { setSessionUser } from '../stores/session.store';
import { parseApiError } from '../utils/auth-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FormBanner } from './form-banner';
import { formStyles } from './form-styles';
import { CheckboxField, FormField } from '@/components/ui/form-field';

function valuesOf(user: CurrentUser) {
  return {
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    company: user.company ?? '',
    phone: user.phone ?? '',
    avatarUrl: user.avatarUrl ?? '',
    newsletterSubscribed: user.newsletterSubscribed,
  };
}

/** Account Settings › Edit Profile: PATCH /api/user with the registration rules (spec §5). Username is read-only. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm(UpdateProfileSchema, valuesOf(user));
  useDirtyForm('profile-form', hasChanges(form.values, valuesOf(user)));

  const onSubmit = form.handleSubmit(async () => {
    setBanner(null);
    const { fullName, email, company, phone, avatarUrl, newsletterSubscribed } = form.values;
    try {
      const updated = await updateProfile({
        fullName: fullName.trim(),
        email: email.trim(),
        company: company.trim(),
        // An emptied optional field is cleared (null), not left as it was.
        phone: phone.trim() || null,
        avatarUrl: avatarUrl.trim() || null,
        newsletterSubscribed,
      });
      setSessionUser(updated);
      form.reset(valuesOf(updated));
      toast({ title: SETTINGS_TEXTS.profileUpdatedTitle, description: SETTINGS_TEXTS.profileUpdatedDescription, type: 'success' });
    } catch (error) {
      const message = parseApiError(error).message ?? SETTINGS_TEXTS.profileFailedFallback;
      setBanner(message);
      toast({ title: SETTINGS_TEXTS.profileFailedTitle, description: message, type: 'error' });
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      <Field.Root readOnly>
        <Field.Label>{FIELD_LABELS.username}</Field.Label>
        <Field.Input value={user.username} readOnly />
        <Field.HelperText>{SETTINGS_TEXTS.usernameReadOnly}</Field.HelperText>
      </Field.Root>
      <div className={formStyles.row}>
        <FormField label={FIELD_LABELS.fullName} {...form.bind('fullName')} required autoComplete="name" />
        <FormField label={FIELD_LABELS.email} type="email" {...form.bind('email')} required autoComplete="email" />
      </div>
      <div className={formStyles.row}>
        <FormField label={FIELD_LABELS.company} {...form.bind('company')} autoComplete="organization" />
        <FormField label={FIELD_LABELS.phone} type="tel" {...form.bind('phone')} autoComplete="tel" />
      </div>
      <FormField label={FIELD_LABELS.avatarUrl} inputMode="url" {...form.bind('avatarUrl')} helper={FIELD_LABELS.avatarHint} />
      <CheckboxField binding={form.checkbox('newsletterSubscribed')}>{FIELD_LABELS.newsletter}</CheckboxField>
      <div>
        <Button type="submit" variant="accent" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? SETTINGS_TEXTS.savingProfile : SETTINGS_TEXTS.saveProfile}
        </Button>
      </div>
    </form>
  );
}
