import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LISTING_TEXTS } from '../listings.constants';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the delete; the dialog shows 'Deleting...' meanwhile and closes when it settles. */
  onConfirm: () => Promise<unknown>;
}

/** Spec §2/§4: 'Confirm Deletion' with Cancel and 'Delete Listing' ('Deleting...'). */
export function ConfirmDeleteDialog({ open, onOpenChange, onConfirm }: ConfirmDeleteDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports failures (toast); the dialog closes either way (spec §8).
    } finally {
      setDeleting(false);
      onOpenChange(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      // While the delete runs, Escape and outside clicks must not hide what is happening.
      onOpenChange={(details) => {
        if (!deleting) onOpenChange(details.open);
      }}
    >
      <Dialog.Content>
        <Dialog.Title>{LISTING_TEXTS.confirmDeletion}</Dialog.Title>
        <Dialog.Description>{LISTING_TEXTS.deleteConfirm}</Dialog.Description>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={deleting}>
            {LISTING_TEXTS.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={deleting} aria-busy={deleting}>
            {deleting ? LISTING_TEXTS.deleting : LISTING_TEXTS.deleteListing}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
