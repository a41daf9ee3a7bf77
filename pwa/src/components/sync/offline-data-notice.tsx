import { css } from 'styled-system/css';
import { useOldestShownData } from '@/lib/query/shown-data-age';
import { useOnline } from '@/lib/use-online';

/** '21 Nov, 10:42' — or just '10:42' for today. */
export function formatSavedTime(savedAt: number, now = new Date()): string {
  const saved = new Date(savedAt);
  const time = saved.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (saved.toDateString() === now.toDateString()) return time;
  return `${saved.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
}

/**
 * docs/architecture.md §6.2: offline, screens show what this device saved, and say from when
 * ('Offline — showing data saved {time}', the oldest of the data on screen).
 */
export function OfflineDataNotice() {
  const online = useOnline();
  const savedAt = useOldestShownData();
  if (online || savedAt === undefined) return null;
  return (
    <p role="status" className={notice}>
      {savedAt === null ? 'Offline — showing data saved on this device' : `Offline — showing data saved ${formatSavedTime(savedAt)}`}
    </p>
  );
}

const notice = css({
  px: '4',
  py: '2',
  textAlign: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
  bg: 'bg.muted',
  color: 'fg',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
