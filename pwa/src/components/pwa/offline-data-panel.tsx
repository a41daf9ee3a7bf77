import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { clearOfflineData, countOfflineData, type OfflineDataCounts } from '@/lib/db/offline-data';
import { OFFLINE_DATA_TEXTS as TEXTS } from './offline-data.constants';

const ROWS: ReadonlyArray<[keyof OfflineDataCounts, string]> = [
  ['parts', TEXTS.parts],
  ['savedParts', TEXTS.savedParts],
  ['photos', TEXTS.photos],
  ['drafts', TEXTS.drafts],
  ['queued', TEXTS.queued],
];

interface OfflineDataPanelProps {
  userId: number;
  /** After a clear, e.g. to read the storage estimate again. */
  onCleared?: () => void;
}

/**
 * Account Settings › Offline data (docs/architecture.md §6.5): what the device holds for offline use, and 'Clear offline
 * data', which keeps what the user made or chose (lib/db/offline-data). A chunk of its own (React.lazy in
 * the settings tab).
 */
export default function OfflineDataPanel({ userId, onCleared }: OfflineDataPanelProps) {
  const [counts, setCounts] = useState<OfflineDataCounts | null>(null);
  const [reads, setReads] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [result, setResult] = useState('');

  useEffect(() => {
    let active = true;
    void countOfflineData(userId).then((next) => {
      if (active) setCounts(next);
    });
    return () => {
      active = false;
    };
  }, [userId, reads]);

  const clear = async () => {
    if (clearing) return;
    setClearing(true);
    setResult('');
    try {
      await clearOfflineData(userId);
      setResult(TEXTS.cleared);
      onCleared?.();
    } catch (error) {
      console.error('Clearing offline data failed', error);
      setResult(TEXTS.failed);
    } finally {
      setClearing(false);
      setConfirming(false);
      setReads((count) => count + 1);
    }
  };

  return (
    <section aria-labelledby="offline-data-heading" className={styles.section} data-testid="offline-data">
      <h3 id="offline-data-heading" className={styles.heading}>
        {TEXTS.heading}
      </h3>
      {counts ? (
        <dl className={styles.list}>
          {ROWS.map(([key, label]) => (
            <div key={key} className={styles.row}>
              <dt>{label}</dt>
              <dd className={styles.count}>{counts[key].toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.muted}>{TEXTS.loading}</p>
      )}
      <div>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={clearing}>
          {TEXTS.clear}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {result}
      </p>
      <Dialog.Root open={confirming} role="alertdialog" busy={clearing} onOpenChange={(details) => setConfirming(details.open)}>
        <Dialog.Content>
          <Dialog.Title>{TEXTS.confirmTitle}</Dialog.Title>
          <Dialog.Description>{TEXTS.confirmBody}</Dialog.Description>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={clearing}>
              {TEXTS.cancel}
            </Button>
            <Button variant="danger" onClick={clear} disabled={clearing} aria-busy={clearing}>
              {clearing ? TEXTS.clearing : TEXTS.clear}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </section>
  );
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '4', borderTopWidth: '1px', borderColor: 'border' }),
  heading: css({ fontSize: 'lg', color: 'primary' }),
  list: css({ display: 'grid', gap: '1', maxWidth: '24rem' }),
  row: css({ display: 'flex', justifyContent: 'space-between', gap: '4' }),
  count: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  muted: css({ color: 'fg.muted' }),
};
