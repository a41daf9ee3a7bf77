import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { db } from '@/lib/db/database';
import { useSyncStore } from '@/lib/sync/engine';

/**
 * The pending-changes badge (docs/architecture.md §6.3): how many of the user's changes are still on this device, and
 * whether some need their attention (refused, or in conflict). Hidden when the queue is empty.
 */
export default function SyncStatus({ userId }: { userId: number }) {
  const counts = useLiveQuery(async () => {
    const items = await db.outbox.where('userId').equals(userId).toArray();
    // Photo uploads are part of their listing: count what the user did, not the requests it takes.
    const changes = items.filter((item) => item.status !== 'done' && item.op.type !== 'upload-photo');
    return {
      waiting: changes.filter((item) => item.status === 'pending').length,
      attention: changes.filter((item) => item.status !== 'pending').length,
    };
  }, [userId]);
  const paused = useSyncStore((state) => state.pausedForSignIn);
  if (!counts || counts.waiting + counts.attention === 0) return null;

  const parts = [];
  if (counts.waiting) parts.push(`${counts.waiting} ${counts.waiting === 1 ? 'change' : 'changes'} waiting to be sent`);
  if (counts.attention) parts.push(`${counts.attention} need${counts.attention === 1 ? 's' : ''} your attention`);
  if (paused) parts.push('sign in to send');
  return (
    <Link
      to="/account?tab=listings"
      className={badge}
      data-testid="sync-badge"
      aria-live="polite"
      data-attention={counts.attention ? '' : undefined}
    >
      <span className={count} aria-hidden="true">
        {counts.waiting + counts.attention}
      </span>
      {parts.join(' · ')}
    </Link>
  );
}

const badge = css({
  position: 'fixed',
  insetStart: '3',
  bottom: '3',
  zIndex: 'toast',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  maxWidth: 'calc(100vw - 1.5rem)',
  borderRadius: 'full',
  bg: 'fg',
  color: 'bg',
  fontSize: 'sm',
  fontWeight: 'semibold',
  boxShadow: 'raised',
  textDecoration: 'none',
  '&[data-attention]': { bg: 'danger', color: 'white' },
});
const count = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '6',
  height: '6',
  px: '1',
  borderRadius: 'full',
  bg: 'bg',
  color: 'fg',
});
