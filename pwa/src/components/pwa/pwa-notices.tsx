import { lazy, Suspense } from 'react';
import { useBrowserValue } from '@/lib/use-browser-value';
import { usePwaUpdateStore } from '@/lib/pwa-update';
import { shouldShowIosInstallHint } from './install-prompt';
import { noticeStyles } from './notice-styles';

// Loaded only when there is something to show: they stay out of the first route's JavaScript.
const UpdateBanner = lazy(() => import('./update-banner'));
const IosInstallHint = lazy(() => import('./ios-install-hint'));

/** The shell's notices at the bottom of the screen: the "new version" banner and the iOS install hint. */
export function PwaNotices() {
  const updateAvailable = usePwaUpdateStore((state) => state.updateAvailable);
  const iosHint = useBrowserValue(shouldShowIosInstallHint, false);
  if (!updateAvailable && !iosHint) return null;
  return (
    <div className={noticeStyles.stack}>
      <Suspense fallback={null}>
        {updateAvailable ? <UpdateBanner /> : null}
        {iosHint ? <IosInstallHint /> : null}
      </Suspense>
    </div>
  );
}
