import { FormField } from '@/components/ui/form-field';
import type { FieldBinding } from '@/lib/forms/use-schema-form';
import { FIELD_LABELS } from '../accounts.constants';
import { formStyles } from './form-styles';

interface BoundField {
  binding: FieldBinding;
  error?: string;
}

const SIGN_UP_LABELS = { password: FIELD_LABELS.password, confirm: FIELD_LABELS.confirmPassword };

/**
 * A new password and its confirmation side by side, the password rules under the first (spec §5): both
 * sign-up forms, and Account Settings › Change Password with its own labels.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels = SIGN_UP_LABELS,
}: {
  password: BoundField;
  confirm: BoundField;
  labels?: { password: string; confirm: string };
}) {
  return (
    <div className={formStyles.row}>
      <FormField
        label={labels.password}
        type="password"
        {...password}
        required
        autoComplete="new-password"
        helper={FIELD_LABELS.passwordHint}
      />
      <FormField label={labels.confirm} type="password" {...confirm} required autoComplete="new-password" />
    </div>
  );
}
