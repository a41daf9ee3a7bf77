import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SAVED_SEARCH_TEXTS as T } from '../saved-searches.constants';

interface DialogSubmitFooterProps {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}

/** Cancel and the submit button ('Saving...' while it runs) of the Save Search and Rename dialogs. */
export function DialogSubmitFooter({ submitLabel, submitting, onCancel }: DialogSubmitFooterProps) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        {T.cancel}
      </Button>
      <Button type="submit" variant="accent" disabled={submitting} aria-busy={submitting}>
        {submitting ? T.saving : submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
