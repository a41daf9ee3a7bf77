import { Portal } from '@ark-ui/react/portal';
import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { toast as toastRecipe } from 'styled-system/recipes';
import { CloseIcon } from '../icons';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, toastRegion, type ToastInput } from './toaster';

/** Ark's toast store: the region's own chunk, loaded with the first toast (see `toast` in `./toaster`). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
});

/** How long the new region stays empty before its first toast: the accessibility tree is updated meanwhile. */
const REGION_SETTLE_MS = 50;

function show({ title, description, type = 'info', duration }: ToastInput): void {
  // Ark queues toasts beyond `max`; dismissing first makes the new one take the slot once the old one has left.
  toaster.dismiss();
  toaster.create({ title, description, type, duration });
}

const styles = toastRecipe();

/** The polite live region with the toasts; mounted by `Toaster` when the first toast is raised. */
export default function ToastRegion() {
  useEffect(() => {
    const settled = setTimeout(() => {
      toastRegion.show = show;
      for (const input of toastRegion.waiting.splice(0)) show(input);
    }, REGION_SETTLE_MS);
    return () => {
      clearTimeout(settled);
      toastRegion.show = null;
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
