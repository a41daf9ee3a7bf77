import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { BOAT_TEXTS as T } from '../boats.constants';

interface DeleteBoatDialogProps {
  name: string;
  onClose: () => void;
  /** Runs the delete; the dialog shows 'Deleting…' meanwhile and closes when it settles. */
  onDelete: () => Promise<void>;
}

/** Confirms deleting a boat. */
export function DeleteBoatDialog({ name, onClose, onDelete }: DeleteBoatDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
      onClose();
    }
  };
  return (
    <Dialog.Root open role="alertdialog" busy={deleting} onOpenChange={({ open }) => !open && onClose()}>
      <Dialog.Content>
        <Dialog.Title>{T.confirmTitle}</Dialog.Title>
        <Dialog.Description>{T.confirmText(name)}</Dialog.Description>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={deleting}>
            {T.cancel}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting}>
            {deleting ? T.deleting : T.deleteBoat}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
