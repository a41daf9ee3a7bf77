import type { ModerationQueueItem } from '@dockside/shared/moderation';
import { useRef } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { variantBase, variantUrl } from '@dockside/shared/listings';
import { ADMIN_TEXTS as T } from '../admin.constants';
import { decideListing } from '../api/decide-listing';
import { getModerationQueue } from '../api/get-moderation-queue';
import { formatAdminPrice } from '../utils/admin-format';
import { runAdminAction } from '../utils/run-admin-action';
import { useAdminList } from '../utils/use-admin-list';
import { useBusyRows } from '../utils/use-busy-rows';
import { useDialogTarget } from '../utils/use-dialog-target';
import { AdminListState } from './admin-list-state';
import { AdminPanel, adminStyles } from './admin-panel';
import { ListingDecisionDialog, ReasonedDecisionButtons, type ListingDecisionTarget } from './listing-decision-dialog';

/** Listings waiting for review (held by the automatic checks, resubmitted, or hidden after reports). */
export function ModerationQueue() {
  const list = useAdminList(getModerationQueue);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogTarget<ListingDecisionTarget>(headingRef);

  const busy = useBusyRows();

  const approve = (item: ModerationQueueItem) =>
    busy.run(item.id, async () => {
      const result = await runAdminAction(() => decideListing(item.id, { action: 'approve', reason: undefined }), {
        title: T.decided.approve,
        description: T.decidedDescription(item.title),
      });
      if (!result.ok) return;
      headingRef.current?.focus();
      list.remove(item.id);
    });

  const decide = async (target: ListingDecisionTarget, reason: string) => {
    const result = await runAdminAction(() => decideListing(target.listingId, { action: target.action, reason }), {
      title: T.decided[target.action],
      description: T.decidedDescription(target.title),
    });
    if (!result.ok) return result.message;
    list.remove(target.listingId);
    dialog.close();
    return null;
  };

  return (
    <AdminPanel title={T.sections.queue} headingRef={headingRef}>
      <AdminListState list={list} emptyHeading={T.queueEmptyHeading} emptyText={T.queueEmptyText}>
        <ul className={adminStyles.list} aria-label={T.queueListLabel}>
          {list.items.map((item) => (
            <li key={item.id} className={adminStyles.card}>
              <QueuePhoto url={item.imageUrls[0]} title={item.title} />
              <div className={adminStyles.body}>
                <h3 className={adminStyles.title}>
                  <Link to={`/boat-parts/${item.id}`}>{item.title}</Link>
                </h3>
                <div className={adminStyles.badges}>
                  <span className={badge()}>{item.moderationStatus}</span>
                  <span className={badge()}>{item.category}</span>
                </div>
                <dl className={adminStyles.facts}>
                  <dt className={adminStyles.term}>{T.seller}</dt>
                  <dd>{item.sellerUsername ?? T.deletedUser}</dd>
                  <dt className={adminStyles.term}>{T.price}</dt>
                  <dd>{formatAdminPrice(item.price)}</dd>
                  {item.moderationNotes ? (
                    <>
                      <dt className={adminStyles.term}>{T.notes}</dt>
                      <dd className={adminStyles.text}>{item.moderationNotes}</dd>
                    </>
                  ) : null}
                </dl>
              </div>
              <div className={adminStyles.actions}>
                <Button
                  variant="accent"
                  size="sm"
                  onClick={() => void approve(item)}
                  disabled={busy.isBusy(item.id)}
                  aria-busy={busy.isBusy(item.id)}
                  aria-label={`${T.approve} ${item.title}`}
                >
                  {T.approve}
                </Button>
                <ReasonedDecisionButtons
                  name={item.title}
                  labels={T.queueDecisions}
                  onOpen={(action, trigger) => dialog.open({ listingId: item.id, title: item.title, action }, trigger)}
                />
              </div>
            </li>
          ))}
        </ul>
      </AdminListState>
      <ListingDecisionDialog target={dialog.target} onClose={dialog.close} onDecide={decide} finalFocusEl={dialog.finalFocusEl} />
    </AdminPanel>
  );
}

function QueuePhoto({ url, title }: { url: string | undefined; title: string }) {
  if (!url) {
    return (
      <div className={styles.photo} role="img" aria-label={`${title}: ${T.noImage}`}>
        <span aria-hidden="true">{T.noImage}</span>
      </div>
    );
  }
  const base = variantBase(url);
  return <img src={base ? variantUrl(base, 320) : url} alt={title} className={styles.photo} width={160} height={120} loading="lazy" />;
}

const styles = {
  photo: css({
    width: { base: 'full', md: '40' },
    aspectRatio: '4 / 3',
    height: 'auto',
    objectFit: 'cover',
    flexShrink: 0,
    bg: 'bg.muted',
    borderRadius: 'control',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.muted',
    fontSize: 'sm',
  }),
};
