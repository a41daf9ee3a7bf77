import type { BoatInput } from '@dockside/shared/fitment';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { FailedState } from '@/components/ui/failed-state';
import { toast } from '@/components/ui/toaster';
import { BOAT_TEXTS as T } from '../boats.constants';
import { type BoatOutcome, deleteBoat, saveBoat, useMyBoats } from '../stores/boat-store';
import type { BoatView } from '../utils/with-pending-boats';
import { BoatCard } from './boat-card';
import { BoatForm } from './boat-form';
import { DeleteBoatDialog } from './delete-boat-dialog';

const failed = (): BoatOutcome => ({ kind: 'rejected', message: undefined });

/** Account › My Boat: the user's boats, offline too; add, edit (through the outbox) and delete. */
export function MyBoatPanel({ userId }: { userId: number }) {
  const { boats, unavailable, refetch } = useMyBoats(userId);
  // The form: a new boat (null) or the boat being edited; undefined when closed.
  const [editing, setEditing] = useState<BoatView | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<BoatView | null>(null);

  /** Sends the form's boat; null when it is saved or queued, else the server's message (the form shows it). */
  const save = async (boat: BoatInput): Promise<string | null> => {
    const outcome = await saveBoat(userId, editing ?? null, boat).catch(failed);
    if (outcome.kind === 'rejected') return outcome.message ?? T.failedToSave;
    if (outcome.kind === 'queued') toast({ title: T.queuedTitle, description: T.queuedDescription });
    else toast({ title: T.savedTitle, type: 'success' });
    setEditing(undefined);
    return null;
  };

  if (editing !== undefined)
    return (
      <BoatForm
        key={editing?.key ?? 'new'}
        title={editing ? T.editBoatTitle(editing.boat.name) : T.addBoatTitle}
        boat={editing?.boat}
        onSave={save}
        onCancel={() => setEditing(undefined)}
      />
    );

  const add = (
    <Button variant="accent" onClick={() => setEditing(null)}>
      {T.addBoat}
    </Button>
  );
  if (!boats && unavailable === 'offline') return <EmptyState heading={T.offline} level="h3" />;
  if (!boats && unavailable === 'failed') return <FailedState heading={T.failed} level="h3" retryLabel={T.retry} onRetry={refetch} />;
  if (!boats)
    return (
      <p role="status" className={styles.muted}>
        {T.loading}
      </p>
    );
  if (boats.length === 0)
    return (
      <EmptyState heading={T.empty} text={T.emptyText} level="h3">
        {add}
      </EmptyState>
    );

  return (
    <>
      <ul className={styles.list} aria-label={T.heading}>
        {boats.map((view) => (
          <BoatCard key={view.key} view={view} onEdit={setEditing} onDelete={setDeleting} />
        ))}
      </ul>
      <div>{add}</div>
      {deleting ? (
        <DeleteBoatDialog
          name={deleting.boat.name}
          onClose={() => setDeleting(null)}
          onDelete={async () => {
            const outcome = await deleteBoat(userId, deleting).catch(failed);
            if (outcome.kind === 'queued') toast({ title: T.queuedTitle, description: T.queuedDescription });
            else if (outcome.kind === 'rejected')
              toast({ title: T.errorTitle, description: outcome.message ?? T.failedToSave, type: 'error' });
            else toast({ title: T.deletedTitle, type: 'success' });
          }}
        />
      ) : null}
    </>
  );
}

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  muted: css({ color: 'fg.muted' }),
};
