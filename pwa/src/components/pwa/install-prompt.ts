import { startTransition, useEffect, useState } from 'react';
import { create } from 'zustand';

/** Chromium's install offer (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallPromptState {
  /** The browser's deferred install offer; null until it fires, and again once used or installed. */
  promptEvent: BeforeInstallPromptEvent | null;
}

export const useInstallPromptStore = create<InstallPromptState>(() => ({ promptEvent: null }));

/**
 * Whether the install button should show: only where the browser offered installation. Read in an effect and
 * shown in a transition, not through a store subscription: Chromium makes its offer around load, often before
 * a server-rendered page is hydrated, and a subscription (useSyncExternalStore) would then render the header
 * again synchronously inside hydration's effects — one long task on a first visit (docs/architecture.md §5.4).
 */
export function useCanInstall(): boolean {
  const [canInstall, setCanInstall] = useState(false);
  useEffect(() => {
    const update = () => startTransition(() => setCanInstall(useInstallPromptStore.getState().promptEvent !== null));
    update();
    return useInstallPromptStore.subscribe(update);
  }, []);
  return canInstall;
}

/**
 * Shows the browser's install dialog. The event can be used once, so the button goes away either way
 * (Chromium fires a new one later if the user dismissed it). Resolves with the user's choice.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = useInstallPromptStore.getState().promptEvent;
  if (!event) return 'unavailable';
  useInstallPromptStore.setState({ promptEvent: null });
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch (error) {
    console.warn('The install dialog could not be shown', error);
    return 'dismissed';
  }
}

let listening = false;

/**
 * Keeps the install offer for our button instead of the browser's mini-infobar. Runs when the app starts
 * (root layout), because Chromium may fire the event right after load.
 */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPromptStore.setState({ promptEvent: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => useInstallPromptStore.setState({ promptEvent: null }));
}

/** iPhone/iPad Safari, where installing is Share › Add to Home Screen (no install event exists). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS presents itself as a Mac; a touch screen tells them apart.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  // Other iOS browsers name themselves; in-app web views (no "Safari" token) cannot add to the home screen.
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Running as an installed app (home-screen icon), where an install hint makes no sense. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

export const IOS_HINT_DISMISSED_KEY = 'dockside:ios-install-hint-dismissed';

/** The Add to Home Screen hint shows on iOS Safari, outside the installed app, until dismissed once. */
export function shouldShowIosInstallHint(): boolean {
  if (!isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) || isStandalone()) return false;
  try {
    return localStorage.getItem(IOS_HINT_DISMISSED_KEY) === null;
  } catch {
    return false;
  }
}

export function dismissIosInstallHint(): void {
  try {
    localStorage.setItem(IOS_HINT_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Private mode: the hint comes back next visit, which is acceptable.
  }
}
