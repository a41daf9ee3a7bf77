import type { UsernameAvailability } from '@dockside/shared/accounts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUsernameAvailability } from './use-username-availability';

interface Pending {
  username: string;
  signal: AbortSignal;
  resolve: (answer: UsernameAvailability) => void;
  reject: (error: unknown) => void;
}

function controllableChecker() {
  const calls: Pending[] = [];
  const check = vi.fn(
    (username: string, signal: AbortSignal) =>
      new Promise<UsernameAvailability>((resolve, reject) => {
        calls.push({ username, signal, resolve, reject });
      }),
  );
  return { check, calls };
}

function renderIndicator(check: ReturnType<typeof controllableChecker>['check'], initial = '') {
  return renderHook(({ username }) => useUsernameAvailability(username, check), { initialProps: { username: initial } });
}

/** Lets resolved promises settle inside act(). */
const settle = () => act(async () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useUsernameAvailability (spec §5 live username check)', () => {
  it('shows nothing for an empty field and the minimum under 3 characters, without asking the server', () => {
    const { check } = controllableChecker();
    const { result, rerender } = renderIndicator(check);
    expect(result.current).toEqual({ state: 'empty', message: '' });

    rerender({ username: 'ab' });
    expect(result.current).toEqual({ state: 'tooShort', message: 'Username must be at least 3 characters' });
    act(() => vi.advanceTimersByTime(2000));
    expect(check).not.toHaveBeenCalled();
  });

  it('says it is checking, asks 500 ms after the last keystroke, then shows the answer', async () => {
    const { check, calls } = controllableChecker();
    const { result, rerender } = renderIndicator(check);

    rerender({ username: 'sai' });
    expect(result.current).toEqual({ state: 'checking', message: 'Checking availability...' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ username: 'sail' });
    act(() => vi.advanceTimersByTime(499));
    expect(check).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(check).toHaveBeenCalledTimes(1);
    expect(calls[0].username).toBe('sail');

    calls[0].resolve({ available: true, message: 'Username is available' });
    await settle();
    expect(result.current).toEqual({ state: 'available', message: 'Username is available' });
  });

  it("shows the server's message when the name is taken", async () => {
    const { check, calls } = controllableChecker();
    const { result } = renderIndicator(check, 'sailor_sam');
    act(() => vi.advanceTimersByTime(500));
    calls[0].resolve({ available: false, message: 'Username already exists' });
    await settle();
    expect(result.current).toEqual({ state: 'unavailable', message: 'Username already exists' });
  });

  it("shows 'Error checking username' when the check fails", async () => {
    const { check, calls } = controllableChecker();
    const { result } = renderIndicator(check, 'harbour');
    act(() => vi.advanceTimersByTime(500));
    calls[0].reject(new TypeError('Failed to fetch'));
    await settle();
    expect(result.current).toEqual({ state: 'error', message: 'Error checking username' });
  });

  it('ignores a stale answer for an older input', async () => {
    const { check, calls } = controllableChecker();
    const { result, rerender } = renderIndicator(check, 'sailor_sam');
    act(() => vi.advanceTimersByTime(500));
    rerender({ username: 'sailor_sue' });
    expect(calls[0].signal.aborted).toBe(true);

    // The old request answers late: it must not show for the new name.
    calls[0].resolve({ available: false, message: 'Username already exists' });
    await settle();
    expect(result.current.state).toBe('checking');

    act(() => vi.advanceTimersByTime(500));
    calls[1].resolve({ available: true, message: 'Username is available' });
    await settle();
    expect(result.current).toEqual({ state: 'available', message: 'Username is available' });
  });

  it('goes back to the minimum message when the name is shortened below 3', async () => {
    const { check, calls } = controllableChecker();
    const { result, rerender } = renderIndicator(check, 'abc');
    act(() => vi.advanceTimersByTime(500));
    calls[0].resolve({ available: true, message: 'Username is available' });
    await settle();
    rerender({ username: 'ab' });
    expect(result.current.state).toBe('tooShort');
    rerender({ username: '' });
    expect(result.current.state).toBe('empty');
  });
});
