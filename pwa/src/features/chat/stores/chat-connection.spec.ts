import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/** A stand-in for the socket.io client: records listeners and connect() calls; the test fires events. */
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Listener[]>();
  return {
    listeners,
    connects: 0,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    fire(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    connect() {
      fake.connects += 1;
    },
    disconnect() {},
    emit() {},
    io: { on() {} },
    connected: false,
  };
});

vi.mock('@/lib/socket', () => ({ openSocket: async () => fake }));
// What the connect handler fetches: not under test here.
vi.mock('./chat-queries', () => ({
  applyMessageToRooms: async () => {},
  applyReadToRooms: async () => {},
  readSavedMessages: async () => [],
  refreshRooms: async () => {},
  saveMessages: async () => {},
}));

const { useChatConnection } = await import('./chat-connection');

describe('chat connection: when the server closes the socket', () => {
  it('reconnects after a server close, but not after being displaced by a newer tab (TOO_MANY_SOCKETS)', async () => {
    renderHook(() => useChatConnection({ id: 7 }));
    await waitFor(() => expect(fake.listeners.has('disconnect')).toBe(true));

    act(() => fake.fire('disconnect', 'io server disconnect'));
    expect(fake.connects).toBe(1);

    act(() => fake.fire('disconnect', 'transport close'));
    expect(fake.connects).toBe(1);

    act(() => {
      fake.fire('error', { code: 'TOO_MANY_SOCKETS', message: 'Chat is open in too many tabs or devices; this one was closed.' });
      fake.fire('disconnect', 'io server disconnect');
    });
    expect(fake.connects).toBe(1);
  });
});
