import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, type UsernameAvailability } from '@dockside/shared/accounts';
import { useEffect, useState } from 'react';
import { checkUsername } from '../api/check-username';

/** Spec §2/§5: the six states of the live username check. */
export type UsernameCheckState = 'empty' | 'tooShort' | 'checking' | 'available' | 'unavailable' | 'error';

export interface UsernameCheck {
  state: UsernameCheckState;
  /** What the indicator says; empty for 'empty'. */
  message: string;
}

type Checker = (username: string, signal: AbortSignal) => Promise<UsernameAvailability>;

const EMPTY: UsernameCheck = { state: 'empty', message: '' };
const TOO_SHORT: UsernameCheck = { state: 'tooShort', message: ACCOUNT_MESSAGES.usernameMin };
const CHECKING: UsernameCheck = { state: 'checking', message: ACCOUNT_MESSAGES.usernameChecking };

/**
 * Asks the server whether `username` is free, 500 ms after the last keystroke (spec §9). A newer input
 * cancels the pending request, and an answer for an older input is never shown.
 */
export function useUsernameAvailability(username: string, check: Checker = checkUsername): UsernameCheck {
  const name = username.trim();
  const [answer, setAnswer] = useState<(UsernameCheck & { name: string }) | null>(null);
  const needsCheck = name.length >= ACCOUNT_LIMITS.usernameMin;

  useEffect(() => {
    if (!needsCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(name, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setAnswer(
            result.available
              ? { name, state: 'available', message: ACCOUNT_MESSAGES.usernameAvailable }
              : { name, state: 'unavailable', message: result.message || ACCOUNT_MESSAGES.usernameTaken },
          );
        },
        () => {
          if (controller.signal.aborted) return;
          setAnswer({ name, state: 'error', message: ACCOUNT_MESSAGES.usernameCheckFailed });
        },
      );
    }, ACCOUNT_LIMITS.usernameCheckDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, needsCheck, check]);

  if (!name) return EMPTY;
  if (!needsCheck) return TOO_SHORT;
  if (answer?.name === name) return { state: answer.state, message: answer.message };
  return CHECKING;
}
