import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { SupportForm } from './support-form';

const captcha = vi.hoisted(() => ({ takeToken: vi.fn<() => Promise<string>>() }));
vi.mock('@/lib/captcha/use-captcha', () => ({
  useCaptcha: () => ({ status: 'verified', takeToken: captcha.takeToken, retry: () => {} }),
}));

const json = (status: number, body: unknown) => Response.json(body, { status });

function renderForm(props: { username?: string; email?: string } = {}) {
  render(
    <>
      <SupportForm {...props} />
      <Toaster />
    </>,
  );
}

const issue = () => screen.getByLabelText(/^Describe your issue/) as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Support Request' }));

beforeEach(() => captcha.takeToken.mockReset().mockResolvedValue('solved-token'));
afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SupportForm', () => {
  it('sends the prefilled user, the issue, the token and the honeypot; toasts the reference and resets', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(201, { reference: 'DS-7K3Q9M2X' }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm({ username: 'harbour_master', email: 'harbour@example.com' });

    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('harbour_master');
    fireEvent.change(issue(), { target: { value: 'My photos do not upload.' } });
    submit();

    expect(await screen.findByText('Support request submitted')).toBeTruthy();
    expect(screen.getByText(/Reference: DS-7K3Q9M2X/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/support');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'harbour_master',
      email: 'harbour@example.com',
      issue: 'My photos do not upload.',
      recaptchaToken: 'solved-token',
      website: '',
    });
    await waitFor(() => expect(issue().value).toBe(''));
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('harbour_master');
  });

  it('shows the spec messages for a blank username and issue without sending', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    submit();
    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please describe your issue')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(captcha.takeToken).not.toHaveBeenCalled();
  });

  it('without a captcha token, blocks the submit with the reCAPTCHA texts', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    captcha.takeToken.mockResolvedValue('');
    renderForm({ username: 'harbour_master' });
    fireEvent.change(issue(), { target: { value: 'Help' } });
    submit();
    expect(await screen.findByText('reCAPTCHA verification required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please complete the reCAPTCHA verification');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(issue().value).toBe('Help');
  });

  it("shows the server's message in the failure toast and keeps what was typed", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(429, { code: 'RATE_LIMITED', message: 'Too many requests' })));
    renderForm({ username: 'harbour_master' });
    fireEvent.change(issue(), { target: { value: 'Help' } });
    submit();
    expect(await screen.findByText('Error submitting support request')).toBeTruthy();
    expect(screen.getByText('Too many requests')).toBeTruthy();
    expect(issue().value).toBe('Help');
  });

  it('offline, the submit is disabled with the reason', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderForm();
    const button = screen.getByRole('button', { name: 'Submit Support Request' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/You are offline/).id).toBe(button.getAttribute('aria-describedby'));
  });
});
