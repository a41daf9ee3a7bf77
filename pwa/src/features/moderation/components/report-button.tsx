import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MODERATION_TEXTS as T, type ReportTarget } from '../moderation.constants';

// The dialog (form, schema, outbox call) is its own chunk, fetched on the first click.
const ReportDialog = lazy(() => import('./report-dialog'));

interface ReportButtonProps extends ReportTarget {
  /** The signed-in user (reports need a sign-in; the screens show no button to visitors). */
  userId: number;
}

/**
 * 'Report Listing' on a part detail; a small 'Report' on questions, answers and messages, named for screen
 * readers by what it reports ('Report answer by Jane Doe').
 */
export function ReportButton({ userId, ...target }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const listing = target.targetType === 'listing';
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-label={listing ? undefined : T.reportLabel(target.targetType, target.authorName)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {listing ? T.reportListing : T.report}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} userId={userId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
