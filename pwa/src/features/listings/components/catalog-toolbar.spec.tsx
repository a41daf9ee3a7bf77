import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS } from '../utils/catalog-filters';
import { CatalogToolbar } from './catalog-toolbar';

describe('CatalogToolbar: what the parts must fit', () => {
  it("offers 'Fits my boat' to a user with boats, the first boat by default, and which boat when several", () => {
    const onChange = vi.fn();
    const boats = [
      { id: 4, name: 'Tern' },
      { id: 9, name: 'Sea Dog' },
    ];
    const { rerender } = render(<CatalogToolbar filters={EMPTY_FILTERS} onChange={onChange} boats={boats} />);
    expect(screen.queryByRole('group', { name: 'Engine' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fits my boat' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fits: '4', engineMake: '' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Boat' }), { target: { value: '9' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fits: '9' }));

    rerender(<CatalogToolbar filters={{ ...EMPTY_FILTERS, fits: '9' }} onChange={onChange} boats={boats} />);
    expect(screen.getByRole('checkbox', { name: 'Fits my boat' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toContain('parts without stated fitment are left out');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fits my boat' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fits: '' }));
  });

  it('offers the engine filter without a boat, and says why a serial is not used yet', () => {
    render(<CatalogToolbar filters={{ ...EMPTY_FILTERS, engineMake: 'Mercury', serial: '0G5' }} onChange={vi.fn()} />);
    expect(screen.queryByRole('checkbox', { name: 'Fits my boat' })).toBeNull();
    const engine = screen.getByRole('group', { name: 'Engine' });
    for (const label of ['Make', 'Model', 'Horsepower', 'Serial number']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(engine.textContent).toContain('Serial number is not in Mercury');
    expect(screen.getByText(/parts without stated fitment are left out/)).toBeTruthy();
  });
});
