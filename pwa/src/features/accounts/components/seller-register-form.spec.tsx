import type { CurrentUser } from '@dockside/shared/accounts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { SellerRegisterForm } from './seller-register-form';

const created = { id: 42, username: 'keel_co', fullName: 'Kim Keel', email: 'kim@keel.example', company: 'Keel & Co' } as CurrentUser;

function stubApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/captcha') return Response.json({ provider: 'off' });
    if (url.startsWith('/api/check-username/')) return Response.json({ available: true, message: 'Username is available' });
    if (url === '/api/register') return Response.json(created, { status: 201 });
    if (url === '/api/user') return new Response('', { status: 401 });
    return new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => localStorage.clear());

describe('SellerRegisterForm', () => {
  it('reveals a required Business name for business sellers and shows the spec messages', async () => {
    stubApi();
    renderWithRouter(<SellerRegisterForm />);
    expect(screen.queryByLabelText(/Business name/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByLabelText(/Business name/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create Seller Account' }));
    expect(await screen.findByText('Business name is required for business sellers')).toBeTruthy();
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(screen.queryByLabelText(/Business name/)).toBeNull();
  });

  it('asks for a seller type', async () => {
    stubApi();
    renderWithRouter(<SellerRegisterForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Seller Account' }));
    expect(await screen.findByText('Please select seller type')).toBeTruthy();
  });

  it('registers a business with the business name as its company and goes to /boat-parts/create', async () => {
    const fetchMock = stubApi();
    const { router } = renderWithRouter(
      [
        { path: '/sell-boat-parts/register', element: <SellerRegisterForm /> },
        { path: '/boat-parts/create', element: <h1>List Your Marine Part</h1> },
      ],
      { path: '/sell-boat-parts/register' },
    );

    type(/^Username/, 'keel_co');
    type(/^Full Name/, 'Kim Keel');
    type(/^Email/, 'kim@keel.example');
    type(/^Phone Number/, '+1 555 010 2040');
    fireEvent.click(screen.getByRole('radio', { name: 'Business' }));
    type(/^Business name/, 'Keel & Co');
    type(/^Password/, 'Tr1m-the-jib!');
    type(/^Confirm Password/, 'Tr1m-the-jib!');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Seller Account' }));

    expect(await screen.findByRole('heading', { name: 'List Your Marine Part' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/boat-parts/create');
    const registerCall = fetchMock.mock.calls.find(([url]) => url === '/api/register');
    const body = JSON.parse(String(registerCall?.[1]?.body));
    expect(body).toEqual({
      username: 'keel_co',
      fullName: 'Kim Keel',
      email: 'kim@keel.example',
      phone: '+1 555 010 2040',
      password: 'Tr1m-the-jib!',
      company: 'Keel & Co',
      sellerType: 'business',
      businessName: 'Keel & Co',
      newsletterSubscribed: true,
      recaptchaToken: 'captcha-off',
    });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toMatchObject({ id: 42 }));
  });
});
