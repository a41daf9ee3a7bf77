import { ReportDecisionSchema, type ReportGroup } from '@dockside/shared/moderation';
import { useState } from 'react';
import { CheckboxField, FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ADMIN_TEXTS as T } from '../admin.constants';
import { AdminDialog, AdminDialogForm } from './admin-dialog';

interface UpholdDialogProps {
  target: ReportGroup | null;
  onClose: () => void;
  /** Upholds with the note and the suspend choice; a message means the server refused (the dialog stays open). */
  onUphold: (group: ReportGroup, input: { note?: string; suspend: boolean }) => Promise<string | null>;
  finalFocusEl: () => HTMLElement | null;
}

/** Uphold the reports on a question, answer or chat message: an optional note, and 'Also suspend the owner'. */
export function UpholdDialog({ target, onClose, onUphold, finalFocusEl }: UpholdDialogProps) {
  return (
    <AdminDialog
      open={target !== null}
      onClose={onClose}
      title={T.upholdTitle}
      description={T.upholdDescription(target ? T.targetTypes[target.targetType] : '')}
      finalFocusEl={finalFocusEl}
    >
      {target ? <UpholdForm group={target} onCancel={onClose} onUphold={onUphold} /> : null}
    </AdminDialog>
  );
}

function UpholdForm({ group, onCancel, onUphold }: { group: ReportGroup; onCancel: () => void; onUphold: UpholdDialogProps['onUphold'] }) {
  const form = useSchemaForm(ReportDecisionSchema, { action: 'uphold', note: '', suspend: false });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ note, suspend }) => {
    setError(await onUphold(group, { note, suspend }));
  });
  return (
    <AdminDialogForm onSubmit={onSubmit} onCancel={onCancel} submitLabel={T.uphold} submitting={form.submitting} error={error}>
      <FormField label={T.upholdNote} {...form.bind('note')} rows={3} />
      {group.ownerId !== null ? <CheckboxField binding={form.checkbox('suspend')}>{T.alsoSuspend}</CheckboxField> : null}
    </AdminDialogForm>
  );
}
