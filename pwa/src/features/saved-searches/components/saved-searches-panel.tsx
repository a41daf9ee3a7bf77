import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency, type UpdateSavedSearchInput } from '@dockside/shared/alerts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { badge } from 'styled-system/recipes';
import { EmptyState } from '@/components/layout/empty-state';
import { FailedState } from '@/components/ui/failed-state';
import { Button, buttonStyles } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { OfflineError } from '@/lib/query/use-query';
import { discard } from '@/lib/sync/outbox';
import { SAVED_SEARCH_TEXTS as T } from '../saved-searches.constants';
import { changeSearch, deleteSearch, type SavedSearchOutcome } from '../stores/saved-search-outbox';
import { useSavedSearches } from '../stores/saved-search-queries';
import { summarizeSearch } from '../utils/search-query';
import type { SavedSearchRow } from '../utils/with-pending-changes';
import { DeleteSearchDialog, RenameSearchDialog } from './saved-search-dialogs';

/**
 * Tells how a change went; `doneTitle`: the success toast, if the row itself does not show it. A change the
 * server answered without the search (404: deleted on another device) says so; a deletion has no answer.
 */
function announce(outcome: SavedSearchOutcome, doneTitle?: string, deletion = false): boolean {
  if (outcome.kind === 'queued') toast({ title: T.queuedTitle, description: T.queuedDescription });
  else if (outcome.kind === 'rejected') toast({ title: T.errorTitle, description: outcome.message ?? T.failedToChange, type: 'error' });
  else if (!outcome.search && !deletion) toast({ title: T.notFound, type: 'info' });
  else if (doneTitle) toast({ title: doneTitle, type: 'success' });
  return outcome.kind !== 'rejected';
}

const failed = (): SavedSearchOutcome => ({ kind: 'rejected', message: undefined });

/** Account › Saved Parts › Saved Searches (docs/decisions.md "Saved searches and alerts"): the user's saved searches, offline too. */
export function SavedSearchesPanel({ userId }: { userId: number }) {
  const { rows, waiting, status, error, refetch } = useSavedSearches(userId);
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; row: SavedRow } | null>(null);

  const change = (id: number, changes: UpdateSavedSearchInput, doneTitle?: string) =>
    changeSearch(userId, id, changes)
      .catch(failed)
      .then((outcome) => announce(outcome, doneTitle));

  if (!rows && status === 'loading')
    return (
      <p role="status" className={styles.muted}>
        {T.loading}
      </p>
    );
  if (!rows && error instanceof OfflineError)
    return (
      <>
        {waiting.length > 0 ? <SavedSearchList rows={waiting} /> : null}
        <EmptyState heading={T.offline} level="h3" />
      </>
    );
  if (!rows) return <FailedState heading={T.failed} level="h3" retryLabel={T.retry} onRetry={refetch} />;
  if (rows.length === 0)
    return (
      <EmptyState heading={T.empty} text={T.emptyText} level="h3">
        <Link to="/boat-parts" className={buttonStyles({ variant: 'accent' })}>
          {T.browse}
        </Link>
      </EmptyState>
    );

  return (
    <>
      <SavedSearchList
        rows={rows}
        actions={{
          onFrequency: (id, frequency) => void change(id, { frequency }),
          onPause: (id, paused) => void change(id, { paused }),
          onRename: (saved) => setDialog({ kind: 'rename', row: saved }),
          onDelete: (saved) => setDialog({ kind: 'delete', row: saved }),
        }}
      />
      {dialog?.kind === 'rename' ? (
        <RenameSearchDialog
          name={dialog.row.name}
          onClose={() => setDialog(null)}
          onRename={(name) => change(dialog.row.id, { name }, T.renamedTitle)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteSearchDialog
          name={dialog.row.name}
          onClose={() => setDialog(null)}
          onDelete={async () => {
            announce(await deleteSearch(userId, dialog.row.id).catch(failed), T.deletedTitle, true);
          }}
        />
      ) : null}
    </>
  );
}

type SavedRow = SavedSearchRow & { id: number };

/** What a row can do with a saved search; without them (only waiting rows shown) it shows no controls. */
interface RowActions {
  onFrequency: (id: number, frequency: AlertFrequency) => void;
  onPause: (id: number, paused: boolean) => void;
  onRename: (row: SavedRow) => void;
  onDelete: (row: SavedRow) => void;
}

function SavedSearchList({ rows, actions }: { rows: readonly SavedSearchRow[]; actions?: RowActions }) {
  return (
    <ul className={styles.list} aria-label={T.heading}>
      {rows.map((row) => (
        <SavedSearchItem key={row.key} row={row} actions={actions} />
      ))}
    </ul>
  );
}

function SavedSearchItem({ row, actions }: { row: SavedSearchRow; actions?: RowActions }) {
  const frequencyId = useId();
  const { change } = row;
  const saved = row.id === null ? null : { ...row, id: row.id };
  return (
    <li className={styles.card} data-testid="saved-search" data-status={change?.status ?? 'saved'}>
      <div className={styles.top}>
        <h4 className={styles.name}>{row.name}</h4>
        {row.paused ? <span className={badge({ tone: 'neutral' })}>{T.paused}</span> : null}
      </div>
      <p className={styles.muted}>{summarizeSearch(row.query)}</p>
      {change?.status === 'pending' ? <p className={styles.muted}>{saved ? T.pendingChange : T.pendingCreate}</p> : null}
      {change && change.status !== 'pending' ? (
        <p className={styles.error} role="alert">
          {change.message ?? T.rejected}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link
          to={`/boat-parts?${row.query}`}
          className={buttonStyles({ variant: 'accent', size: 'sm' })}
          aria-label={T.showResultsLabel(row.name)}
        >
          {T.showResults}
        </Link>
        {saved && actions ? (
          <>
            <span className={styles.frequency}>
              <label htmlFor={frequencyId} className={styles.label}>
                {T.alerts}
              </label>
              <Select
                id={frequencyId}
                aria-label={T.frequencyLabel(row.name)}
                fit="content"
                value={row.frequency}
                onChange={(event) => actions.onFrequency(saved.id, event.target.value as AlertFrequency)}
              >
                {ALERT_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {ALERT_FREQUENCY_LABELS[frequency]}
                  </option>
                ))}
              </Select>
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.onPause(saved.id, !row.paused)}
              aria-label={T.actionLabel(row.paused ? T.resume : T.pause, row.name)}
            >
              {row.paused ? T.resume : T.pause}
            </Button>
            {[
              { label: T.rename, open: actions.onRename },
              { label: T.delete, open: actions.onDelete },
            ].map(({ label, open }) => (
              <Button
                key={label}
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => open(saved)}
                aria-label={T.actionLabel(label, row.name)}
              >
                {label}
              </Button>
            ))}
          </>
        ) : null}
        {change && change.status !== 'pending' ? (
          <Button variant="ghost" size="sm" onClick={() => void discard(change.itemId)}>
            {T.discard}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  card: cx(cardStyles({ padding: 'md' }), stack({ gap: '2' })),
  top: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  name: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'primary', overflowWrap: 'anywhere' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '1' }),
  label: css({ fontWeight: 'semibold', fontSize: 'sm', ms: { sm: '2' } }),
  // The label stays beside its select when the row wraps.
  frequency: css({ display: 'inline-flex', alignItems: 'center', gap: '2' }),
};
