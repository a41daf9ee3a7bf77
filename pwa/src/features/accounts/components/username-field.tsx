import { FIELD_LABELS } from '../accounts.constants';
import type { FieldBinding } from '../utils/use-form';
import { useUsernameAvailability } from '../utils/use-username-availability';
import { TextField } from './text-field';
import { UsernameAvailability } from './username-availability';

/** The sign-up username input with the live availability check (spec §5). */
export function UsernameField({ binding, error }: { binding: FieldBinding; error?: string }) {
  const check = useUsernameAvailability(binding.value);
  // While a validation message shows, it says the same or more than the indicator would.
  const indicator = error && (check.state === 'tooShort' || check.state === 'empty') ? null : <UsernameAvailability check={check} />;
  return (
    <TextField
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
