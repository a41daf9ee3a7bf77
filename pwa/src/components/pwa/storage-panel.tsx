import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { getStorageEstimate, isNearQuota, isStoragePersisted, type StorageEstimateResult } from '@/lib/storage';
import { PWA_TEXTS } from './pwa.constants';
import { noticeStyles } from '@/components/ui/notice';

type Reading = { status: 'loading' } | { status: 'ready'; estimate: StorageEstimateResult | null; persisted: boolean | null };

/** Account Settings › Storage on this device: usage against quota, whether it is kept, a warning near full. */
export function StoragePanel() {
  const [reading, setReading] = useState<Reading>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    void Promise.all([getStorageEstimate(), isStoragePersisted()]).then(([estimate, persisted]) => {
      if (active) setReading({ status: 'ready', estimate, persisted });
    });
    return () => {
      active = false;
    };
  }, []);

  if (reading.status === 'loading') return <p className={styles.muted}>{PWA_TEXTS.storageLoading}</p>;
  const { estimate, persisted } = reading;
  return (
    <div className={styles.panel} data-testid="storage-panel">
      {estimate ? (
        <>
          <p>{PWA_TEXTS.storageUsage(formatBytes(estimate.usage), formatBytes(estimate.quota), formatPercent(estimate))}</p>
          <meter
            className={styles.meter}
            min={0}
            max={estimate.quota}
            high={estimate.quota * 0.8}
            value={estimate.usage}
            aria-hidden="true"
          />
        </>
      ) : (
        <p className={styles.muted}>{PWA_TEXTS.storageUnknown}</p>
      )}
      {persisted === null ? null : <p className={styles.muted}>{persisted ? PWA_TEXTS.storagePersisted : PWA_TEXTS.storageNotPersisted}</p>}
      {isNearQuota(estimate) ? (
        <p role="alert" className={styles.warning}>
          {PWA_TEXTS.storageNearQuota}
        </p>
      ) : null}
    </div>
  );
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1 KB = 1024 bytes, one decimal from KB up: '0 bytes', '12.5 MB', '1.2 GB'. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** Share of the quota in use; '< 1 %' rather than a misleading '0 %'. */
export function formatPercent({ usage, quota }: StorageEstimateResult): string {
  const percent = (usage / quota) * 100;
  if (usage > 0 && percent < 1) return '< 1 %';
  return `${Math.round(percent)} %`;
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  muted: css({ color: 'fg.muted' }),
  meter: css({ width: 'full', height: '3' }),
  warning: noticeStyles({ tone: 'danger' }),
};
