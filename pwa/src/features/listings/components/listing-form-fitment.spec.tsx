import { FITMENT_MESSAGES } from '@dockside/shared/fitment';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { db } from '@/lib/db/database';
import { boatPartFactory, stubApi } from '../test/boat-part.factory';
import { emptyFitmentRow, emptyListingValues, emptyPartNumber, emptySpec, type ListingFormValues } from '../utils/listing-form-values';
import { ListingForm } from './listing-form';

afterEach(() => {
  act(() => toaster.remove());
});

function renderForm(initialValues: ListingFormValues) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <ListingForm mode="create" userId={7} draftId="create:7" initialValues={initialValues} /> },
      { path: '/boat-parts/:id', element: <p>Detail page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

/** A listing that passes the spec §5 rules, so only the fitment decides. */
const validListing = (): ListingFormValues => ({
  ...emptyListingValues('sam@example.com'),
  title: 'Water pump impeller kit',
  category: 'Engines & Motors',
  condition: 'New',
  price: '48',
  description: 'Genuine impeller kit with gasket, never fitted.',
  imageUrls: ['/uploads/u7/a-1280.webp'],
});

const openSection = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const group = (name: string) => screen.getByRole('group', { name });
const field = (container: HTMLElement, name: RegExp) => within(container).getByLabelText(name) as HTMLInputElement;
const fill = (container: HTMLElement, name: RegExp, value: string) => fireEvent.change(field(container, name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'List Part for Sale' }));
/** The message shown for a field (aria-describedby points at it). */
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('ListingForm: what the part fits', () => {
  it('keeps the sections collapsed with their counts, adds and removes engine rows', () => {
    renderForm({ ...validListing(), fitment: [emptyFitmentRow(), emptyFitmentRow()] });
    const fits = screen.getByRole('button', { name: /Fits \(2\)/ });
    expect(fits.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Application 1' })).toBeNull();
    expect(screen.getByRole('button', { name: /^.?\s*Specifications$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Part numbers$/ })).toBeTruthy();

    fireEvent.click(fits);
    expect(fits.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '+ Add engine' }));
    expect(screen.getByRole('button', { name: /Fits \(3\)/ })).toBeTruthy();
    fill(group('Application 1'), /Engine make/, 'first');
    fill(group('Application 2'), /Engine make/, 'second');
    fill(group('Application 3'), /Engine make/, 'third');

    fireEvent.click(within(group('Application 2')).getByRole('button', { name: 'Remove application 2' }));
    expect(screen.getByRole('button', { name: /Fits \(2\)/ })).toBeTruthy();
    expect(field(group('Application 1'), /Engine make/).value).toBe('first');
    expect(field(group('Application 2'), /Engine make/).value).toBe('third');
  });

  it("suggests the engine makes, the chosen make's model families and its serial format", () => {
    renderForm({ ...validListing(), fitment: [emptyFitmentRow()] });
    openSection(/Fits \(1\)/);
    const row = group('Application 1');
    const make = field(row, /Engine make/);
    const makes = document.getElementById(make.getAttribute('list') ?? '');
    expect([...(makes?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(
      expect.arrayContaining(['Mercury', 'Yamaha', 'Volvo Penta']),
    );

    fill(row, /Engine make/, 'yamaha');
    const families = document.getElementById(field(row, /Model family/).getAttribute('list') ?? '');
    expect([...(families?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(['F', 'LF', 'VF', 'XF', 'T', 'E']);
    expect(field(row, /Serial from/).placeholder).toBe('6EK-1012345');
    // Free text beyond the list is allowed: an unknown make has no suggestions and no serial example.
    fill(row, /Engine make/, 'Lombardini');
    expect(document.getElementById(field(row, /Model family/).getAttribute('list') ?? '')?.children).toHaveLength(0);
    expect(field(row, /Serial from/).placeholder).toBe('');
  });

  it("shows the shared schema's messages under the field of the row they are about, and sends nothing", async () => {
    const fetchMock = vi.fn(stubApi({}));
    vi.stubGlobal('fetch', fetchMock);
    renderForm({
      ...validListing(),
      fitment: [
        { ...emptyFitmentRow(), engineModel: 'F' },
        { ...emptyFitmentRow(), engineMake: 'Mercury', hpFrom: '200', hpTo: '100', serialFrom: '12', yearFrom: '1940' },
      ],
      specs: [{ ...emptySpec('diameter'), value: '14', unit: 'furlongs' }],
      partNumbers: [{ ...emptyPartNumber('supersedes'), number: '47-43026Q05' }],
    });
    submit();

    // The sections open by themselves to show their messages.
    const first = await screen.findByRole('group', { name: 'Application 1' });
    expect(messageOf(field(first, /Engine make/))).toBe(FITMENT_MESSAGES.engineMake);
    const second = group('Application 2');
    expect(messageOf(field(second, /HP from/))).toBe(FITMENT_MESSAGES.hpRange);
    expect(messageOf(field(second, /Year from/))).toBe(FITMENT_MESSAGES.year());
    expect(messageOf(field(second, /Serial from/))).toBe(FITMENT_MESSAGES.serial('Mercury', '0G590000'));
    expect(messageOf(field(second, /Engine make/))).toBe('');
    expect(within(group('Specification 1')).getByText(FITMENT_MESSAGES.specUnit('furlongs'))).toBeTruthy();
    expect(screen.getByText(FITMENT_MESSAGES.supersedesWithoutOwn)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('fitment.0.engineMake'));
  });

  it('disables each add button at its limit and says why', () => {
    renderForm({
      ...validListing(),
      fitment: Array.from({ length: 50 }, () => ({ ...emptyFitmentRow(), engineMake: 'Yamaha' })),
      specs: Array.from({ length: 28 }, (_, i) => ({ ...emptySpec(`size ${i}`), value: '1' })),
      partNumbers: Array.from({ length: 20 }, (_, i) => ({ ...emptyPartNumber(), number: `ABC-${1000 + i}` })),
    });
    openSection(/Fits \(50\)/);
    const addEngine = screen.getByRole('button', { name: '+ Add engine' }) as HTMLButtonElement;
    expect(addEngine.disabled).toBe(true);
    expect(messageOf(addEngine)).toBe('At most 50 engines per listing');

    openSection(/Specifications \(28\)/);
    // Two places left: one more specification fits, the propeller's six do not.
    expect((screen.getByRole('button', { name: '+ Add specification' }) as HTMLButtonElement).disabled).toBe(false);
    const propeller = screen.getByRole('button', { name: '+ Propeller measurements' }) as HTMLButtonElement;
    expect(propeller.disabled).toBe(true);
    expect(messageOf(propeller)).toBe('At most 30 specifications per listing');

    openSection(/Part numbers \(20\)/);
    const addNumber = screen.getByRole('button', { name: '+ Add part number' }) as HTMLButtonElement;
    expect(addNumber.disabled).toBe(true);
    expect(messageOf(addNumber)).toBe('At most 20 part numbers per listing');
  });

  it('adds the six propeller measurements once, then sends fitment, specs and part numbers with the listing', async () => {
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
    const router = renderForm(validListing());

    openSection(/^.?\s*Fits$/);
    fireEvent.click(screen.getByRole('button', { name: '+ Add engine' }));
    const row = group('Application 1');
    fill(row, /Engine make/, 'merc');
    fill(row, /Model family/, 'verado');
    fill(row, /HP from/, '200');
    fill(row, /HP to/, '300');
    fill(row, /Year from/, '2006');
    fill(row, /Serial from/, '0G590000');
    fill(row, /Serial to/, '0G760299');
    fill(row, /Note/, 'counter-rotation only');

    openSection(/Specifications$/);
    fireEvent.click(screen.getByRole('button', { name: '+ Propeller measurements' }));
    expect(screen.getByRole('button', { name: /Specifications \(6\)/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: '+ Propeller measurements' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The propeller measurements are already listed')).toBeTruthy();
    const values = ['14.25', '21', '3', 'standard', '15', 'Flo-Torq II'];
    values.forEach((value, i) => fill(group(`Specification ${i + 1}`), /Value/, value));

    openSection(/Part numbers$/);
    fireEvent.click(screen.getByRole('button', { name: '+ Add part number' }));
    fill(group('Part number 1'), /Number/, '48-8M0151257');
    fill(group('Part number 1'), /Brand/, 'Mercury');
    fireEvent.click(screen.getByRole('button', { name: '+ Add part number' }));
    // The part has its own number now: the next one is taken to be a number it supersedes.
    const relation = within(group('Part number 2')).getByRole('combobox', { name: 'Relation' }) as HTMLSelectElement;
    expect(relation.value).toBe('supersedes');
    fireEvent.change(relation, { target: { value: 'cross-reference' } });
    fill(group('Part number 2'), /Number/, '18-3570');
    fill(group('Part number 2'), /Brand/, 'Sierra');

    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/boat-parts/77'));
    expect(body.fitment).toEqual([
      {
        engineMake: 'Mercury',
        engineModel: 'Verado',
        hpFrom: 200,
        hpTo: 300,
        yearFrom: 2006,
        yearTo: null,
        serialFrom: '0G590000',
        serialTo: '0G760299',
        note: 'counter-rotation only',
      },
    ]);
    expect(body.specs).toEqual([
      { key: 'diameter', value: '14.25', unit: 'in' },
      { key: 'pitch', value: '21', unit: 'in' },
      { key: 'blades', value: '3', unit: null },
      { key: 'rotation', value: 'standard', unit: null },
      { key: 'splines', value: '15', unit: null },
      { key: 'hub', value: 'Flo-Torq II', unit: null },
    ]);
    expect(body.partNumbers).toEqual([
      { number: '48-8M0151257', brand: 'Mercury', relation: 'own' },
      { number: '18-3570', brand: 'Sierra', relation: 'cross-reference' },
    ]);
  });

  it('keeps the rows in the draft on the device as they are typed', async () => {
    renderForm(validListing());
    openSection(/^.?\s*Fits$/);
    fireEvent.click(screen.getByRole('button', { name: '+ Add engine' }));
    fill(group('Application 1'), /Engine make/, 'Suzuki');
    fill(group('Application 1'), /HP from/, '90');
    await waitFor(async () => {
      const draft = await db.drafts.get('create:7');
      expect(draft?.values.fitment).toEqual([{ ...emptyFitmentRow(), engineMake: 'Suzuki', hpFrom: '90' }]);
    });
  });
});
