import { lazy, Suspense, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { SAVED_SEARCH_TEXTS as T } from '../saved-searches.constants';
import { savableQuery } from '../utils/search-query';

// The dialog (form, schema, outbox call) is its own chunk, fetched on the first click.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

interface SaveSearchButtonProps {
  /** The signed-in user (the catalogue shows no button to visitors). */
  userId: number;
  /** The catalogue's current query string (without '?'). */
  catalogQuery: string;
}

/** 'Save Search' on the catalogue: enabled once the catalogue has a search or a filter. */
export function SaveSearchButton({ userId, catalogQuery }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hintId = useId();
  const query = savableQuery(catalogQuery);
  return (
    <div className={styles.row}>
      {query ? null : (
        <p id={hintId} className={styles.hint}>
          {T.saveSearchHint}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        disabled={!query}
        aria-describedby={query ? undefined : hintId}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {T.saveSearch}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <SaveSearchDialog key={query} userId={userId} query={query} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

const styles = {
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: '3' }),
  hint: css({ color: 'fg.muted', fontSize: 'sm' }),
};
