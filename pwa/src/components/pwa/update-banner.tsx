import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { CloseIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useBusyReason } from '@/lib/busy';
import { usePwaUpdateStore } from '@/lib/pwa-update';
import { PWA_TEXTS } from './pwa.constants';
import { noticeStyles } from './notice-styles';

/**
 * 'New version available — Reload' (docs/architecture.md §5.5). The update applies only when the user presses Reload, and
 * Reload waits, with the reason shown, while a form has unsaved changes or a sync runs.
 */
export default function UpdateBanner() {
  const updateAvailable = usePwaUpdateStore((state) => state.updateAvailable);
  const applyUpdate = usePwaUpdateStore((state) => state.applyUpdate);
  const reason = useBusyReason();
  const [dismissed, setDismissed] = useState(false);
  const [applying, setApplying] = useState(false);
  const waitId = useId();

  if (!updateAvailable || dismissed) return null;
  const waitText = reason === 'unsaved-changes' ? PWA_TEXTS.waitForUnsavedChanges : reason === 'syncing' ? PWA_TEXTS.waitForSync : null;

  return (
    <section role="status" aria-label={PWA_TEXTS.updateAvailable} className={noticeStyles.card} data-testid="update-banner">
      <div className={noticeStyles.body}>
        <p className={styles.message}>
          {PWA_TEXTS.updateAvailable} —{' '}
          <Button
            size="sm"
            variant="signal"
            disabled={reason !== null || applying}
            aria-describedby={waitText ? waitId : undefined}
            onClick={() => {
              setApplying(true);
              void applyUpdate();
            }}
          >
            {PWA_TEXTS.reload}
          </Button>
        </p>
        {waitText ? (
          <p id={waitId} className={noticeStyles.note}>
            {waitText}
          </p>
        ) : null}
      </div>
      <button type="button" className={noticeStyles.close} aria-label={PWA_TEXTS.dismiss} onClick={() => setDismissed(true)}>
        <CloseIcon width={20} height={20} />
      </button>
    </section>
  );
}

const styles = {
  message: css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2', fontWeight: 'semibold' }),
};
