import { ListingDecisionSchema } from '@dockside/shared/moderation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ADMIN_TEXTS } from '../admin.constants';
import { AdminDialog, AdminDialogForm } from './admin-dialog';

export type ReasonedDecision = 'reject' | 'remove';

export interface ListingDecisionTarget {
  listingId: number;
  title: string;
  action: ReasonedDecision;
}

interface ListingDecisionDialogProps {
  target: ListingDecisionTarget | null;
  onClose: () => void;
  /** Makes the call with the valid reason; a message means the server refused it (the dialog stays open). */
  onDecide: (target: ListingDecisionTarget, reason: string) => Promise<string | null>;
  finalFocusEl: () => HTMLElement | null;
}

/** Reject or remove a listing: the reason (required, shown to the seller) by ListingDecisionSchema. */
export function ListingDecisionDialog({ target, onClose, onDecide, finalFocusEl }: ListingDecisionDialogProps) {
  const action = target?.action ?? 'reject';
  return (
    <AdminDialog
      open={target !== null}
      onClose={onClose}
      title={ADMIN_TEXTS.decisionTitle[action]}
      description={ADMIN_TEXTS.decisionDescription[action](target?.title ?? '')}
      finalFocusEl={finalFocusEl}
    >
      {target ? <DecisionForm target={target} onCancel={onClose} onDecide={onDecide} /> : null}
    </AdminDialog>
  );
}

function DecisionForm({
  target,
  onCancel,
  onDecide,
}: {
  target: ListingDecisionTarget;
  onCancel: () => void;
  onDecide: ListingDecisionDialogProps['onDecide'];
}) {
  const form = useSchemaForm(ListingDecisionSchema, { action: target.action, reason: '' });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setError(await onDecide(target, reason ?? ''));
  });
  return (
    <AdminDialogForm
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={ADMIN_TEXTS.decisionTitle[target.action]}
      submitting={form.submitting}
      error={error}
    >
      <FormField label={ADMIN_TEXTS.reasonLabel} {...form.bind('reason')} rows={4} required />
    </AdminDialogForm>
  );
}

interface DecisionButtonsProps {
  /** The listing's title, for the buttons' accessible names ('Reject Teak hatch'). */
  name: string;
  labels: Record<ReasonedDecision, string>;
  /** Opens the dialog for that decision; `trigger` gets focus back when it closes. */
  onOpen: (action: ReasonedDecision, trigger: HTMLElement) => void;
}

/** Reject and Remove: each opens the reason dialog. */
export function ReasonedDecisionButtons({ name, labels, onOpen }: DecisionButtonsProps) {
  return (['reject', 'remove'] as const).map((action) => (
    <Button
      key={action}
      variant={action === 'reject' ? 'outline' : 'danger'}
      size="sm"
      onClick={(event) => onOpen(action, event.currentTarget)}
      aria-label={`${labels[action]} ${name}`}
    >
      {labels[action]}
    </Button>
  ));
}
