import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { boatPartFactory, stubApi } from '../test/boat-part.factory';
import { emptyListingValues, listingValuesFromPart, type ListingFormValues } from '../utils/listing-form-values';
import { ListingForm } from './listing-form';

afterEach(() => {
  act(() => toaster.remove());
});

const thisYear = new Date().getFullYear();

function renderForm(initialValues: ListingFormValues, mode: 'create' | 'edit' = 'create') {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            {mode === 'create' ? (
              <ListingForm mode="create" userId={7} draftId="create:7" initialValues={initialValues} />
            ) : (
              <ListingForm mode="edit" partId={42} version={1} userId={7} draftId="edit:7:42" initialValues={initialValues} />
            )}
          </>
        ),
      },
      { path: '/boat-parts/:id', element: <p>Detail page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  // As in the app (the root layout), the toast region outlives the screen that raised a toast.
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

const input = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });

describe('ListingForm', () => {
  it('has the four cards and prefills the contact e-mail', () => {
    renderForm(emptyListingValues('sam@example.com'));
    for (const heading of ['Part Information', 'Additional Details', 'Images', 'Contact Information']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect((input(/Contact Email/) as HTMLInputElement).value).toBe('sam@example.com');
    expect(input(/Website URL \(For Business Accounts\)/)).toBeTruthy();
    const file = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(file?.accept).toBe('image/*');
    expect(file?.hasAttribute('capture')).toBe(false);
    expect(screen.getByText('Add Image')).toBeTruthy();
  });

  it('shows the spec §5 messages for an empty form and sends nothing', async () => {
    const fetchMock = vi.fn(stubApi({}));
    vi.stubGlobal('fetch', fetchMock);
    renderForm(emptyListingValues(''));
    fireEvent.click(screen.getByRole('button', { name: 'List Part for Sale' }));

    for (const message of [
      'Title must be at least 5 characters',
      'Please select a category',
      'Please select a condition',
      'Price is required',
      'Description must be at least 20 characters',
      'At least one image is required for your listing',
      'Must be a valid email address',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('title'));
  });

  it('checks the ranges and formats of price, year, website and e-mail', async () => {
    renderForm(emptyListingValues('sam@example.com'));
    type(/Title/, 'x'.repeat(101));
    type(/Price/, '0.5');
    type(/Year/, '1899');
    type(/Website URL/, 'example.com');
    type(/Contact Email/, 'not-an-email');
    type(/Description/, 'x'.repeat(2001));
    fireEvent.click(screen.getByRole('button', { name: 'List Part for Sale' }));

    expect(await screen.findByText('Title must be less than 100 characters')).toBeTruthy();
    expect(screen.getByText('Price must be between $1 and $1,000,000')).toBeTruthy();
    expect(screen.getByText(`Year must be between 1900 and ${thisYear}`)).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL including https://')).toBeTruthy();
    expect(screen.getByText('Must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Description must be less than 2000 characters')).toBeTruthy();
  });

  it("shows a field's message once the field is left with something in it", async () => {
    renderForm(emptyListingValues('sam@example.com'));
    type(/Title/, 'Oar');
    expect(screen.queryByText('Title must be at least 5 characters')).toBeNull();
    fireEvent.blur(input(/Title/));
    expect(await screen.findByText('Title must be at least 5 characters')).toBeTruthy();
    type(/Title/, 'Wooden oar pair');
    await waitFor(() => expect(screen.queryByText('Title must be at least 5 characters')).toBeNull());
  });

  it("creates the listing (price a number, year absent when empty), says 'Success!' and opens the new part", async () => {
    let body: Record<string, unknown> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'POST /api/boat-parts': async (request) => {
            body = (await request.json()) as Record<string, unknown>;
            return Response.json(boatPartFactory({ id: 77 }), { status: 201 });
          },
        }),
      ),
    );
    const router = renderForm({ ...emptyListingValues('sam@example.com'), imageUrls: ['/uploads/u7/a-1280.webp'] });
    type(/Title/, 'Lewmar winch handle');
    fireEvent.change(screen.getByRole('combobox', { name: /Category/ }), { target: { value: 'Deck Equipment' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Condition/ }), { target: { value: 'Used - Excellent' } });
    type(/Price/, '45.5');
    type(/Description/, 'Ten inch locking handle, barely used.');
    fireEvent.click(screen.getByRole('button', { name: 'List Part for Sale' }));

    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(screen.getByText('Your boat part has been listed successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/boat-parts/77'));
    expect(body).toMatchObject({
      title: 'Lewmar winch handle',
      category: 'Deck Equipment',
      price: 45.5,
      contactEmail: 'sam@example.com',
      imageUrls: ['/uploads/u7/a-1280.webp'],
    });
    expect(body).not.toHaveProperty('year');
  });

  it("reports the server's message when the update is refused, else the spec's fallback", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'PUT /api/boat-parts/42': () => Response.json({ message: 'Price cannot exceed $1,000,000', code: 'VALIDATION' }, { status: 400 }),
        }),
      ),
    );
    renderForm(listingValuesFromPart(boatPartFactory({ id: 42 })), 'edit');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Price cannot exceed $1,000,000')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();

    vi.stubGlobal('fetch', vi.fn(stubApi({ 'PUT /api/boat-parts/42': () => new Response('oops', { status: 400 }) })));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update your boat part. Please try again.')).toBeTruthy();
  });
});
