import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InstallButton from './install-button';
import {
  dismissIosInstallHint,
  isIosSafari,
  listenForInstallPrompt,
  promptInstall,
  shouldShowIosInstallHint,
  useInstallPromptStore,
} from './install-prompt';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOsSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneInAppWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

/** A synthetic beforeinstallprompt, as Chromium fires it. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  useInstallPromptStore.setState({ promptEvent: null });
  localStorage.clear();
  listenForInstallPrompt();
});
afterEach(() => localStorage.clear());

describe('isIosSafari', () => {
  it.each([
    ['iPhone Safari', UA.iphoneSafari, 5, true],
    ['iPadOS Safari (presents as a Mac, has touch)', UA.ipadOsSafari, 5, true],
    ['Chrome on iPhone', UA.iphoneChrome, 5, false],
    ['an in-app web view', UA.iphoneInAppWebView, 5, false],
    ['Chrome on Android', UA.androidChrome, 5, false],
    ['Safari on a Mac', UA.macSafari, 0, false],
  ])('%s → %s', (_name, userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected);
  });
});

describe('install prompt', () => {
  it('keeps the browser offer (no mini-infobar) and shows the Install app button', async () => {
    render(<InstallButton placement="bar" />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    const button = screen.getByRole('button', { name: 'Install app' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    // The offer can be used once: the button goes away.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('shows the button for an offer the browser made before the app started', async () => {
    // Chromium often makes its offer around load, before a server-rendered page is hydrated.
    offerInstall();
    render(<InstallButton placement="bar" />);
    expect(await screen.findByRole('button', { name: 'Install app' })).toBeTruthy();
  });

  it('reports the user choice, and nothing to do without an offer', async () => {
    expect(await promptInstall()).toBe('unavailable');
    offerInstall('dismissed');
    expect(await promptInstall()).toBe('dismissed');
    expect(useInstallPromptStore.getState().promptEvent).toBeNull();
  });

  it('hides the button once the app is installed', () => {
    render(<InstallButton placement="menu" />);
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});

describe('iOS Add to Home Screen hint', () => {
  const asDevice = (userAgent: string, maxTouchPoints = 5) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints);
  };

  it('shows on iOS Safari until dismissed, and stays dismissed', () => {
    asDevice(UA.iphoneSafari);
    expect(shouldShowIosInstallHint()).toBe(true);
    dismissIosInstallHint();
    expect(shouldShowIosInstallHint()).toBe(false);
  });

  it('does not show in the installed app or other browsers', () => {
    asDevice(UA.iphoneSafari);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      expect(shouldShowIosInstallHint()).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
    asDevice(UA.androidChrome);
    expect(shouldShowIosInstallHint()).toBe(false);
  });
});
