import { CreateSavedSearchSchema } from '@dockside/shared/alerts';
import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { SAVED_SEARCH_TEXTS as T } from '../saved-searches.constants';

const RenameSchema = v.pick(CreateSavedSearchSchema, ['name']);

interface DialogProps {
  /** The search's current name. */
  name: string;
  onClose: () => void;
}

/** Rename: the name field, prefilled; `onRename` sends it (the dialog stays open while it runs). */
export function RenameSearchDialog({ name, onClose, onRename }: DialogProps & { onRename: (name: string) => Promise<boolean> }) {
  const form = useSchemaForm(RenameSchema, { name });
  const submit = async (output: v.InferOutput<typeof RenameSchema>) => {
    if (await onRename(output.name)) onClose();
  };
  return (
    <Dialog.Root open busy={form.submitting} onOpenChange={(details) => !details.open && onClose()}>
      <Dialog.Content>
        <Dialog.Title>{T.renameTitle}</Dialog.Title>
        <Dialog.Form onSubmit={form.handleSubmit(submit)} submitting={form.submitting} onCancel={onClose} labels={RENAME_LABELS}>
          <FormField label={T.name} required autoComplete="off" {...form.bind('name')} />
        </Dialog.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Delete, after a confirmation. */
export function DeleteSearchDialog({ name, onClose, onDelete }: DialogProps & { onDelete: () => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
    }
    onClose();
  };
  return (
    <Dialog.Root open role="alertdialog" busy={deleting} onOpenChange={(details) => !details.open && onClose()}>
      <Dialog.Content>
        <Dialog.Title>{T.deleteTitle}</Dialog.Title>
        <Dialog.Description>{T.deleteConfirm(name)}</Dialog.Description>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={deleting}>
            {T.cancel}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting}>
            {deleting ? T.deleting : T.delete}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const RENAME_LABELS = { cancel: T.cancel, submit: T.saveName, busy: T.saving };
