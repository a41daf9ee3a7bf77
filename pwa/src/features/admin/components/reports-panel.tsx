import { REPORT_REASON_LABELS, type ReportGroup } from '@dockside/shared/moderation';
import { useRef } from 'react';
import { Link } from 'react-router';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { ADMIN_TEXTS as T } from '../admin.constants';
import { decideListing } from '../api/decide-listing';
import { decideReport } from '../api/decide-report';
import { getReports } from '../api/get-reports';
import { runAdminAction } from '../utils/run-admin-action';
import { useAdminList } from '../utils/use-admin-list';
import { useBusyRows } from '../utils/use-busy-rows';
import { useDialogTarget } from '../utils/use-dialog-target';
import { AdminListState } from './admin-list-state';
import { AdminPanel, adminStyles } from './admin-panel';
import { ListingDecisionDialog, ReasonedDecisionButtons, type ListingDecisionTarget } from './listing-decision-dialog';
import { UpholdDialog } from './report-decision-dialog';

const label = (group: ReportGroup) => group.title ?? group.content ?? `${T.targetTypes[group.targetType]} ${group.targetId}`;

/**
 * Open reports, one row per reported item. A listing is rejected or removed with a reason (the listing
 * decision closes its reports); a question, answer or message is upheld or dismissed.
 */
export function ReportsPanel() {
  const list = useAdminList(getReports);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listingDialog = useDialogTarget<ListingDecisionTarget>(headingRef);
  const upholdDialog = useDialogTarget<ReportGroup>(headingRef);

  const decided = (groupId: number) => {
    list.remove(groupId);
    listingDialog.close();
    upholdDialog.close();
  };

  const decideListingReports = async (target: ListingDecisionTarget, reason: string) => {
    const result = await runAdminAction(() => decideListing(target.listingId, { action: target.action, reason }), {
      title: T.decided[target.action],
      description: T.decidedDescription(target.title),
    });
    if (!result.ok) return result.message;
    // The decision closed every open report on the listing: its row leaves.
    const group = list.items.find((item) => item.targetType === 'listing' && item.targetId === target.listingId);
    if (group) decided(group.id);
    else listingDialog.close();
    return null;
  };

  const uphold = async (group: ReportGroup, input: { note?: string; suspend: boolean }) => {
    const result = await runAdminAction(() => decideReport(group.id, { action: 'uphold', ...input }), {
      title: T.upheld,
      description: label(group),
    });
    if (!result.ok) return result.message;
    decided(group.id);
    return null;
  };

  const busy = useBusyRows();
  const dismiss = (group: ReportGroup) =>
    busy.run(group.id, async () => {
      const result = await runAdminAction(() => decideReport(group.id, { action: 'dismiss', note: undefined, suspend: false }), {
        title: T.dismissed,
        description: label(group),
      });
      if (!result.ok) return;
      headingRef.current?.focus();
      list.remove(group.id);
    });

  return (
    <AdminPanel title={T.sections.reports} headingRef={headingRef}>
      <AdminListState list={list} emptyHeading={T.reportsEmptyHeading} emptyText={T.reportsEmptyText}>
        <ul className={adminStyles.list} aria-label={T.reportsListLabel}>
          {list.items.map((group) => {
            const name = label(group);
            return (
              <li key={group.id} className={adminStyles.card}>
                <div className={adminStyles.body}>
                  <h3 className={adminStyles.title}>
                    {group.targetType === 'listing' && group.title ? <Link to={`/boat-parts/${group.targetId}`}>{name}</Link> : name}
                  </h3>
                  <div className={adminStyles.badges}>
                    <span className={badge({ tone: 'accent' })}>{T.targetTypes[group.targetType]}</span>
                    <span className={badge()}>{T.reportCount(group.count)}</span>
                    {group.hidden ? <span className={badge({ tone: 'featured' })}>{T.hidden}</span> : null}
                  </div>
                  {group.title && group.content ? <p className={adminStyles.text}>{group.content}</p> : null}
                  {group.title === null && group.content === null ? <p>{T.itemGone}</p> : null}
                  <dl className={adminStyles.facts}>
                    <dt className={adminStyles.term}>{T.owner}</dt>
                    <dd>{group.ownerUsername ?? T.deletedUser}</dd>
                    <dt className={adminStyles.term}>{T.reasons}</dt>
                    <dd>{group.reasons.map((reason) => REPORT_REASON_LABELS[reason]).join(', ')}</dd>
                    {group.notes.length > 0 ? (
                      <>
                        <dt className={adminStyles.term}>{T.reportNotes}</dt>
                        <dd>
                          <ul>
                            {group.notes.map((note, index) => (
                              <li key={index} className={adminStyles.text}>
                                {note}
                              </li>
                            ))}
                          </ul>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                </div>
                <div className={adminStyles.actions}>
                  {group.targetType === 'listing' ? (
                    <ReasonedDecisionButtons
                      name={name}
                      labels={T.decisionTitle}
                      onOpen={(action, trigger) => listingDialog.open({ listingId: group.targetId, title: name, action }, trigger)}
                    />
                  ) : (
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={(event) => upholdDialog.open(group, event.currentTarget)}
                      aria-label={`${T.uphold} ${name}`}
                    >
                      {T.uphold}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void dismiss(group)}
                    disabled={busy.isBusy(group.id)}
                    aria-busy={busy.isBusy(group.id)}
                    aria-label={`${T.dismiss} ${name}`}
                  >
                    {T.dismiss}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </AdminListState>
      <ListingDecisionDialog
        target={listingDialog.target}
        onClose={listingDialog.close}
        onDecide={decideListingReports}
        finalFocusEl={listingDialog.finalFocusEl}
      />
      <UpholdDialog target={upholdDialog.target} onClose={upholdDialog.close} onUphold={uphold} finalFocusEl={upholdDialog.finalFocusEl} />
    </AdminPanel>
  );
}
