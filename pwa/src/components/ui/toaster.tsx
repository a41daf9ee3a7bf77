import { lazy, Suspense, type ComponentType } from 'react';
import { create } from 'zustand';

/** Spec §9: at most 1 toast visible, shown for 5000 ms by default. */
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_DURATION_MS = 5000;

/** 'error' is the spec's "destructive" toast. */
export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'loading';

export interface ToastInput {
  title: string;
  description?: string;
  type?: ToastType;
  /** Milliseconds; defaults to {@link TOAST_DURATION_MS}. */
  duration?: number;
}

/**
 * What every screen imports to raise a toast, without the toast region (Ark's toast machine and its portal,
 * `./toast-region`): that loads and mounts when the first toast is raised, not with the page — a page that
 * never toasts never loads it, and a shared link's first visit hydrates without it (docs/architecture.md §5.4). Toasts raised
 * before the region is on the page wait for it, so a screen reader meets the live region before its first
 * toast (it announces what a region gains, not what arrives with it).
 */
const useRegionRaised = create(() => false);

/** The region's side of the hand-over: `show` is set while the region is on the page and settled. */
export const toastRegion = { show: null as ((input: ToastInput) => void) | null, waiting: [] as ToastInput[] };

/** Shows a toast. Only one is visible: the newest replaces the one on screen. */
export function toast(input: ToastInput): void {
  if (toastRegion.show) return toastRegion.show(input);
  toastRegion.waiting.push(input);
  useRegionRaised.setState(true, true);
}

// A region that cannot be loaded loses its toasts; it must never take the page down.
const ToastRegion = lazy<ComponentType>(() => import('./toast-region').catch(() => ({ default: () => null })));

/** Mount once, near the root of the app: the toast region appears with the first toast. */
export function Toaster() {
  const raised = useRegionRaised();
  return raised ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
