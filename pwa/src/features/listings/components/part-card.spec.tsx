import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { boatPartFactory } from '../test/boat-part.factory';
import { PartCard } from './part-card';
import { PartImage } from './part-image';

// The photo stands for the card's inside: counted, to see whether the card rendered again.
vi.mock('./part-image', () => ({ PartImage: vi.fn(() => null) }));

function renderCards(parts: ReturnType<typeof boatPartFactory>[]) {
  const cards = () => parts.map((part) => <PartCard key={part.id} part={part} />);
  const router = createMemoryRouter([{ path: '/', element: <ul>{cards()}</ul> }]);
  const view = render(<RouterProvider router={router} />);
  return {
    show: (next: typeof parts) => {
      parts = next;
      view.rerender(<RouterProvider router={createMemoryRouter([{ path: '/', element: <ul>{cards()}</ul> }])} />);
    },
  };
}

describe('PartCard', () => {
  it('does not render again for the same data in new objects (a list read again from the device)', () => {
    const parts = [boatPartFactory({ id: 1, title: 'Lewmar winch' }), boatPartFactory({ id: 2, title: 'Bronze seacock' })];
    const { show } = renderCards(parts);
    const renders = vi.mocked(PartImage).mock.calls.length;
    expect(renders).toBe(2);

    show(structuredClone(parts));
    expect(vi.mocked(PartImage).mock.calls.length).toBe(renders);
  });

  it('shows a change of what it shows at once', () => {
    const parts = [boatPartFactory({ id: 1, title: 'Lewmar winch', price: '450.00' })];
    const { show } = renderCards(parts);
    expect(screen.getByText('$450')).toBeTruthy();

    show([{ ...structuredClone(parts[0]!), price: '399.50', title: 'Lewmar winch 40ST' }]);
    expect(screen.getByText('$399.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lewmar winch 40ST' })).toBeTruthy();
  });

  it('shows the part number a search found it by, and what superseded the number searched for', () => {
    renderCards([
      boatPartFactory({ id: 1, title: 'Water pump kit', matchedPartNumber: '47-8M0065104', supersededBy: '47-8M0065104' }),
      boatPartFactory({ id: 2, title: 'Impeller', matchedPartNumber: '18-3148' }),
      boatPartFactory({ id: 3, title: 'Winch' }),
    ]);
    expect(screen.getByText('Superseded by 47-8M0065104')).toBeTruthy();
    expect(screen.getByText('Part number 18-3148')).toBeTruthy();
    expect(screen.getAllByText(/^Part number /)).toHaveLength(2);
    expect(screen.queryAllByText(/Superseded by/)).toHaveLength(1);
  });
});
