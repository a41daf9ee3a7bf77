import { useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { dismissIosInstallHint } from './install-prompt';
import { noticeStyles } from './notice-styles';
import { PWA_TEXTS } from './pwa.constants';

/** iOS Safari has no install event: a one-time hint explains Share › Add to Home Screen. */
export default function IosInstallHint() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section aria-label={PWA_TEXTS.iosHintTitle} className={noticeStyles.card} data-testid="ios-install-hint">
      <div className={noticeStyles.body}>
        <p className={noticeStyles.title}>{PWA_TEXTS.iosHintTitle}</p>
        <p className={noticeStyles.note}>{PWA_TEXTS.iosHintBody}</p>
      </div>
      <button
        type="button"
        className={noticeStyles.close}
        aria-label={PWA_TEXTS.dismiss}
        onClick={() => {
          dismissIosInstallHint();
          setOpen(false);
        }}
      >
        <CloseIcon width={20} height={20} />
      </button>
    </section>
  );
}
