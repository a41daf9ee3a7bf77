import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function stubStorage(manager: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { value: manager, configurable: true });
}

async function load() {
  vi.resetModules();
  return import('./storage');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
  localStorage.clear();
});

describe('requestPersistentStorage', () => {
  it('asks the browser once; a refusal is remembered and not asked again', async () => {
    const persist = vi.fn(async () => false);
    stubStorage({ persist, persisted: async () => false });
    const { requestPersistentStorage } = await load();
    expect(await requestPersistentStorage()).toBe(false);
    expect(await requestPersistentStorage()).toBe(false);
    // Also after a restart of the app.
    const again = await load();
    expect(await again.requestPersistentStorage()).toBe(false);
    expect(persist).toHaveBeenCalledOnce();
  });

  it('resolves true when granted, or when the data is already persisted (without asking)', async () => {
    const persist = vi.fn(async () => true);
    let persisted = false;
    stubStorage({ persist, persisted: async () => persisted });
    const { requestPersistentStorage } = await load();
    expect(await requestPersistentStorage()).toBe(true);
    persisted = true;
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
  });

  it('shares one request between calls made together', async () => {
    let grant: (value: boolean) => void = () => {};
    const persist = vi.fn(() => new Promise<boolean>((resolve) => (grant = resolve)));
    stubStorage({ persist, persisted: async () => false });
    const { requestPersistentStorage } = await load();
    const first = requestPersistentStorage();
    const second = requestPersistentStorage();
    await vi.waitFor(() => expect(persist).toHaveBeenCalled());
    grant(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(persist).toHaveBeenCalledOnce();
  });

  it('is false where unsupported or failing, never throwing', async () => {
    stubStorage(undefined);
    expect(await (await load()).requestPersistentStorage()).toBe(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubStorage({ persisted: async () => Promise.reject(new Error('boom')), persist: async () => true });
    expect(await (await load()).requestPersistentStorage()).toBe(false);
  });
});

describe('getStorageEstimate', () => {
  it('returns usage and quota', async () => {
    stubStorage({ estimate: async () => ({ usage: 1024, quota: 4096 }) });
    expect(await (await load()).getStorageEstimate()).toEqual({ usage: 1024, quota: 4096 });
  });

  it('is null where the browser does not say', async () => {
    stubStorage(undefined);
    expect(await (await load()).getStorageEstimate()).toBeNull();
    stubStorage({ estimate: async () => ({}) });
    expect(await (await load()).getStorageEstimate()).toBeNull();
    stubStorage({ estimate: () => Promise.reject(new Error('denied')) });
    expect(await (await load()).getStorageEstimate()).toBeNull();
  });
});

describe('isNearQuota', () => {
  it('warns above 80 % of the quota', async () => {
    const { isNearQuota } = await load();
    expect(isNearQuota({ usage: 80, quota: 100 })).toBe(false);
    expect(isNearQuota({ usage: 81, quota: 100 })).toBe(true);
    expect(isNearQuota(null)).toBe(false);
  });
});
