import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { boatPartFactory } from '../test/boat-part.factory';
import { fitmentRowFactory, partNumberFactory } from '../test/fitment.factory';
import { Description, PartInfoTabs } from './part-info-tabs';

describe('Description (spec §2: truncated at 300 characters)', () => {
  it("shows the first 300 characters with 'Read More', then everything with 'Show Less'", () => {
    const text = `${'a'.repeat(300)}THE-END`;
    render(<Description text={text} />);
    expect(screen.getByText(`${'a'.repeat(300)}…`)).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Read More' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByText(`${'a'.repeat(300)}…`)).toBeTruthy();
  });

  it('has no toggle for a description of 300 characters or fewer', () => {
    render(<Description text={'b'.repeat(300)} />);
    expect(screen.getByText('b'.repeat(300))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PartInfoTabs', () => {
  it("lists the specifications with 'Not specified' for missing ones, and the status", async () => {
    const part = boatPartFactory({ brand: null, model: '', year: null, location: null, status: 'sold' });
    render(<PartInfoTabs part={part} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Specifications' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Specifications' });
    await waitFor(() => expect(panel.hidden).toBe(false));
    const value = (term: string) =>
      Array.from(panel.querySelectorAll('dt')).find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect(value('Brand')).toBe('Not specified');
    expect(value('Model')).toBe('Not specified');
    expect(value('Year')).toBe('Not specified');
    expect(value('Location')).toBe('Not specified');
    expect(value('Condition')).toBe('Used - Good');
    expect(value('Listed on')).toBe('March 14, 2026');
    expect(value('Status')).toBe('Sold');
  });
});

describe('PartInfoTabs: fitment in the Specifications tab', () => {
  const renderTabs = (part: ReturnType<typeof boatPartFactory>) => {
    const router = createMemoryRouter([{ path: '*', element: <PartInfoTabs part={part} /> }]);
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Specifications' }));
  };

  it('lists the applications as sentences', async () => {
    renderTabs(
      boatPartFactory({
        fitment: [
          fitmentRowFactory({ serialFrom: '6EK-1000001', serialTo: '6EK-1099999', note: 'long shaft only' }),
          fitmentRowFactory({ engineMake: 'Mercury', engineModel: null, hpFrom: 75, hpTo: null, yearFrom: null, yearTo: 2010 }),
          fitmentRowFactory({
            engineMake: 'Volvo Penta',
            engineModel: 'D2',
            hpFrom: null,
            hpTo: null,
            yearFrom: 2012,
            yearTo: null,
            serialFrom: null,
            serialTo: '2001234567',
          }),
        ],
      }),
    );
    const fits = await screen.findByRole('region', { name: 'Fits' });
    expect(
      within(fits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Yamaha F (150 hp), 2004–2012, serials 6EK-1000001–6EK-1099999 — long shaft only',
      'Mercury (75 hp and up), up to 2010',
      'Volvo Penta D2, 2012 on, serials up to 2001234567',
    ]);
  });

  it('sums up a propeller as it is sold, then lists every measurement', async () => {
    renderTabs(
      boatPartFactory({
        specs: [
          { key: 'diameter', value: '14.25', unit: 'in' },
          { key: 'pitch', value: '21', unit: 'in' },
          { key: 'blades', value: '3', unit: null },
          { key: 'rotation', value: 'standard', unit: null },
          { key: 'splines', value: '15', unit: null },
          { key: 'hub', value: 'Flo-Torq II', unit: null },
        ],
      }),
    );
    const measurements = await screen.findByRole('region', { name: 'Measurements' });
    expect(within(measurements).getByText('14¼ × 21, 3 blades, 15 splines, standard rotation, Flo-Torq II hub')).toBeTruthy();
    const rows = within(measurements)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Diameter14.25 in', 'Pitch21 in', 'Blades3', 'Rotationstandard', 'Splines15', 'HubFlo-Torq II']);
  });

  it('lists generic measurements without a propeller line', async () => {
    renderTabs(boatPartFactory({ specs: [{ key: 'thread size', value: '1/2', unit: 'NPT' }] }));
    const measurements = await screen.findByRole('region', { name: 'Measurements' });
    expect(
      within(measurements)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Thread size1/2 NPT']);
    expect(within(measurements).queryByText(/×/)).toBeNull();
  });

  it('shows the own number prominently, then what it supersedes and its cross-references, each a search link', async () => {
    renderTabs(
      boatPartFactory({
        partNumbers: [
          partNumberFactory({ number: '47-43026Q06', brand: 'Mercury' }),
          partNumberFactory({ number: '47-43026Q05', brand: null, relation: 'supersedes', normalized: '4743026Q5' }),
          partNumberFactory({ number: '47-43026Q04', brand: null, relation: 'supersedes', normalized: '4743026Q4' }),
          partNumberFactory({ number: '18-3570', brand: 'Sierra', relation: 'cross-reference', normalized: '183570' }),
        ],
      }),
    );
    const numbers = await screen.findByRole('region', { name: 'Part numbers' });
    expect([...numbers.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Mercury 47-43026Q06',
      'Supersedes 47-43026Q05, 47-43026Q04',
      'Cross-reference: Sierra 18-3570',
    ]);
    expect(within(numbers).getByRole('link', { name: 'Sierra 18-3570' }).getAttribute('href')).toBe('/boat-parts?q=18-3570');
  });

  it('adds nothing for a part without fitment, specifications or numbers', async () => {
    renderTabs(boatPartFactory());
    await screen.findByText('Brand');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
