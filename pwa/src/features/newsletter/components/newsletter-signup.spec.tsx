import { NEWSLETTER_TEXTS } from '@dockside/shared/contact';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_BOX_TEXTS } from '../newsletter.constants';
import { NewsletterSignup } from './newsletter-signup';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function subscribe(email: string) {
  const input = screen.getByLabelText('Email address');
  fireEvent.change(input, { target: { value: email } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  return input as HTMLInputElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewsletterSignup', () => {
  it('posts the address and says to check the inbox, clearing the input', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(202, { status: 'pending', message: NEWSLETTER_TEXTS.checkInbox }));
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterSignup source="footer" />);

    const input = subscribe(' skipper@example.com ');

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_TEXTS.checkInbox));
    expect(input.value).toBe('');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'skipper@example.com' });
  });

  it("shows the server's message when the address is refused, keeping what was typed", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(400, { message: 'Please enter a valid email address' })));
    render(<NewsletterSignup source="blog" />);

    const input = subscribe('skipper@example');

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Please enter a valid email address'));
    expect(input.value).toBe('skipper@example');
  });

  it('says Dockside could not be reached on a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<NewsletterSignup source="blog" />);
    subscribe('skipper@example.com');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_BOX_TEXTS.failed));
  });

  it('is disabled with a reason when offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<NewsletterSignup source="footer" />);
    const button = screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby') ?? '').not.toBe('');
    expect(screen.getByText(NEWSLETTER_BOX_TEXTS.offline)).toBeTruthy();
  });
});
