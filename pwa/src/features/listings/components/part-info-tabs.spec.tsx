import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boatPartFactory } from '../test/boat-part.factory';
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
