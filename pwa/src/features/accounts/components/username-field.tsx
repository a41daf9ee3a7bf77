import { FIELD_LABELS } from '../accounts.constants';
import type { FieldBinding } from '@/lib/forms/use-schema-form';
import { useUsernameAvailability } from '../utils/use-username-availability';
import { UsernameAvailability } from './username-availability';
import { FormField } from '@/components/ui/form-field';

/** The sign-up username input with the live availability check (spec §5). */
export function UsernameField({ binding, error }: { binding: FieldBinding; error?: string }) {
  const check = useUsernameAvailability(binding.value);
  // While a validation message shows, it says the same or more than the indicator would.
  const indicator = error && (check.state === 'tooShort' || check.state === 'empty') ? null : <UsernameAvailability check={check} />;
  return (
    <FormField
      label={FIELD_LABELS.username}
      binding={binding}
      error={error}
      required
      autoComplete="username"
      helper={indicator}
      helperLive
    />
  );
}
