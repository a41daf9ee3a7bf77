import { Portal } from '@ark-ui/react/portal';
import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { toast as toastRecipe } from 'styled-system/recipes';
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

/** Shows a toast. Only one is visible: the newest replaces the one on screen. Returns the toast id. */
export function toast({ title, description, type = 'info', duration }: ToastInput): string {
  // Ark queues toasts beyond `max`; dismissing first makes the new one take the slot once the old one has left.
  toaster.dismiss();
  return toaster.create({ title, description, type, duration });
}

const styles = toastRecipe();

/** Mount once, near the root of the app. */
export function Toaster() {
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
