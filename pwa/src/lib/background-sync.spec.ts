import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBackgroundSync } from './background-sync';

function stubContainer(registration: unknown) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: vi.fn(async () => registration) },
    configurable: true,
  });
}

afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

describe('requestBackgroundSync', () => {
  it("registers the 'dockside-outbox' sync with the active worker's registration", async () => {
    const register = vi.fn(async () => {});
    stubContainer({ active: {}, sync: { register } });
    await requestBackgroundSync();
    expect(register).toHaveBeenCalledWith('dockside-outbox');
  });

  it('is a no-op without Background Sync, without a worker, or without service workers at all', async () => {
    stubContainer({ active: {} });
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
    stubContainer(undefined);
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
  });

  it('never throws when the browser refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubContainer({ active: {}, sync: { register: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) } });
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });
});
