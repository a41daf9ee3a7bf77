import { SuspensionSchema, type AdminUser } from '@dockside/shared/moderation';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ADMIN_TEXTS as T } from '../admin.constants';
import { AdminDialog, AdminDialogForm } from './admin-dialog';

interface SuspendDialogProps {
  target: AdminUser | null;
  onClose: () => void;
  /** Suspends with the valid reason; a message means the server refused (the dialog stays open). */
  onSuspend: (user: AdminUser, reason: string) => Promise<string | null>;
  finalFocusEl: () => HTMLElement | null;
}

/** Suspend a user: the reason (required, e-mailed to them) by SuspensionSchema. */
export function SuspendDialog({ target, onClose, onSuspend, finalFocusEl }: SuspendDialogProps) {
  return (
    <AdminDialog
      open={target !== null}
      onClose={onClose}
      title={T.suspendTitle(target?.username ?? '')}
      description={T.suspendDescription}
      finalFocusEl={finalFocusEl}
    >
      {target ? <SuspendForm user={target} onCancel={onClose} onSuspend={onSuspend} /> : null}
    </AdminDialog>
  );
}

function SuspendForm({ user, onCancel, onSuspend }: { user: AdminUser; onCancel: () => void; onSuspend: SuspendDialogProps['onSuspend'] }) {
  const form = useSchemaForm(SuspensionSchema, { reason: '' });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setError(await onSuspend(user, reason));
  });
  return (
    <AdminDialogForm onSubmit={onSubmit} onCancel={onCancel} submitLabel={T.suspend} submitting={form.submitting} error={error}>
      <FormField label={T.suspensionReasonLabel} {...form.bind('reason')} rows={3} required />
    </AdminDialogForm>
  );
}
