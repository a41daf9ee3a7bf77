import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { InquiryForm } from './inquiry-form';

vi.mock('@/lib/captcha/use-captcha', () => ({
  useCaptcha: () => ({ status: 'verified', takeToken: () => Promise.resolve('solved-token'), retry: () => {} }),
}));

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
});

function fill() {
  fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText(/^Email Address/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone Number/), { target: { value: '+44 20 7946 0000' } });
  fireEvent.change(screen.getByLabelText(/^Describe the boat/), { target: { value: 'A 30 ft sloop for coastal cruising.' } });
}

describe('InquiryForm (Buy)', () => {
  it("replaces the button by the 'Sending your inquiry...' spinner while sending, then shows the failure toast", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <InquiryForm kind="buy" />
        <Toaster />
      </>,
    );
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText('Sending your inquiry...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact/buy');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    // An empty optional answer is not sent at all.
    expect(body).toMatchObject({ name: 'Ada Lovelace', recaptchaToken: 'solved-token', website: '' });
    expect(body).not.toHaveProperty('budget');

    await act(async () => answer(Response.json({ message: 'Please enter a valid phone number' }, { status: 400 })));
    expect(await screen.findByText('Submission failed')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('shows the spec message for a short boat description', async () => {
    render(<InquiryForm kind="buy" />);
    fill();
    fireEvent.change(screen.getByLabelText(/^Describe the boat/), { target: { value: 'A boat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText("Please provide details about the boat you're looking to purchase.")).toBeTruthy();
  });
});
