import { Portal } from '@ark-ui/react/portal';
import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { toast as toastRecipe } from 'styled-system/recipes';
import { create } from 'zustand';
import { CloseIcon } from '../icons';

/** Spec §9: at most 1 toast visible, shown for 5000 ms by default. */
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
});

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
 * The toast region (Ark's toast machine and its portal) is mounted when the first toast is raised, not with
 * the page: mounting it renders synchronously, one long task on a phone's first visit (issue #15). Toasts
 * raised before the region is on the page wait for it, so a screen reader meets the live region before its
 * first toast (it announces what a region gains, not what arrives with it).
 */
const useRegionRaised = create(() => false);
const region = { ready: false, waiting: [] as ToastInput[] };
/** How long the new region stays empty before its first toast: the accessibility tree is updated meanwhile. */
const REGION_SETTLE_MS = 50;

function show({ title, description, type = 'info', duration }: ToastInput): void {
  // Ark queues toasts beyond `max`; dismissing first makes the new one take the slot once the old one has left.
  toaster.dismiss();
  toaster.create({ title, description, type, duration });
}

/** Shows a toast. Only one is visible: the newest replaces the one on screen. */
export function toast(input: ToastInput): void {
  if (region.ready) return show(input);
  region.waiting.push(input);
  useRegionRaised.setState(true, true);
}

const styles = toastRecipe();

/** Mount once, near the root of the app: the toast region appears with the first toast. */
export function Toaster() {
  const raised = useRegionRaised();
  return raised ? <ToastRegion /> : null;
}

function ToastRegion() {
  useEffect(() => {
    const settled = setTimeout(() => {
      region.ready = true;
      for (const input of region.waiting.splice(0)) show(input);
    }, REGION_SETTLE_MS);
    return () => {
      clearTimeout(settled);
      region.ready = false;
    };
  }, []);
  return (
    <Portal>
      <ArkToaster toaster={toaster} className={styles.group}>
        {(item) => (
          <Toast.Root className={styles.root}>
            <Toast.Title className={styles.title}>{item.title}</Toast.Title>
            {item.description ? <Toast.Description className={styles.description}>{item.description}</Toast.Description> : null}
            <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Dismiss notification">
              <CloseIcon width={20} height={20} />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ArkToaster>
    </Portal>
  );
}
