import type { CurrentUser } from '@dockside/shared/accounts';
import { describe, expect, it } from 'vitest';
import { guestRouteDecision, protectedRouteDecision } from './route-access';

const user = { id: 1, username: 'sailor_sam' } as CurrentUser;

describe('protectedRouteDecision (spec §2 login-required routes)', () => {
  it('renders for a signed-in or stored user, even while the session is being checked', () => {
    expect(protectedRouteDecision(user, 'idle')).toBe('render');
    expect(protectedRouteDecision(user, 'loading')).toBe('render');
    expect(protectedRouteDecision(user, 'ready')).toBe('render');
  });

  it('shows a spinner while loading with no stored user', () => {
    expect(protectedRouteDecision(null, 'idle')).toBe('spinner');
    expect(protectedRouteDecision(null, 'loading')).toBe('spinner');
  });

  it('redirects once the check found nobody', () => {
    expect(protectedRouteDecision(null, 'ready')).toBe('redirect');
  });

  it('does not redirect to /auth while a sign-out takes the user home', () => {
    expect(protectedRouteDecision(null, 'ready', true)).toBe('spinner');
  });
});

describe('guestRouteDecision (/auth and seller sign-up)', () => {
  it('sends a signed-in user away unless a form on the page just signed them in', () => {
    expect(guestRouteDecision(user, 'ready', false, false)).toBe('redirect');
    expect(guestRouteDecision(user, 'ready', true, false)).toBe('render');
  });

  it('shows the form to a visitor; the seller page waits for the check with a spinner', () => {
    expect(guestRouteDecision(null, 'loading', false, false)).toBe('render');
    expect(guestRouteDecision(null, 'loading', false, true)).toBe('spinner');
    expect(guestRouteDecision(null, 'ready', false, true)).toBe('render');
  });
});
