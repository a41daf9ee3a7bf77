import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes, formatPercent, StoragePanel } from './storage-panel';

function stubStorage(estimate: StorageEstimate, persisted: boolean) {
  Object.defineProperty(navigator, 'storage', {
    value: { estimate: async () => estimate, persisted: async () => persisted },
    configurable: true,
  });
}

afterEach(() => Reflect.deleteProperty(navigator, 'storage'));

const MB = 1024 * 1024;

describe('StoragePanel', () => {
  it('shows usage against the quota and whether the data is kept', async () => {
    stubStorage({ usage: 12.5 * MB, quota: 1024 * MB }, true);
    render(<StoragePanel />);
    expect(await screen.findByText('12.5 MB of 1.0 GB used (1 %)')).toBeTruthy();
    expect(screen.getByText('Kept until you remove it.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns near the quota, and says when the browser may clear the data', async () => {
    stubStorage({ usage: 90 * MB, quota: 100 * MB }, false);
    render(<StoragePanel />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Storage is almost full. Free some space so drafts and photos can be saved.',
    );
    expect(screen.getByText('The browser may clear it when the device runs low on space.')).toBeTruthy();
  });

  it('says so where the browser does not report storage', async () => {
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
    render(<StoragePanel />);
    expect(await screen.findByText('This browser does not report its storage use.')).toBeTruthy();
  });
});

describe('formatting', () => {
  it('formats sizes and shares', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * MB)).toBe('3.0 GB');
    expect(formatPercent({ usage: 1, quota: 1000 })).toBe('< 1 %');
    expect(formatPercent({ usage: 0, quota: 1000 })).toBe('0 %');
    expect(formatPercent({ usage: 455, quota: 1000 })).toBe('46 %');
  });
});
