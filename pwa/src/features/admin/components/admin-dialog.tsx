import type { FormEventHandler, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Dialog } from '@/components/ui/dialog';
import { ADMIN_TEXTS } from '../admin.constants';

interface AdminDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** Where focus goes when the dialog closes: the button that opened it, or the list when its row has left. */
  finalFocusEl: () => HTMLElement | null;
  /** The dialog's form: mounted on open, so it starts empty every time. */
  children: ReactNode;
}

/** The frame of every admin dialog that asks for a reason or a note before a moderation call. */
export function AdminDialog({ open, onClose, title, description, finalFocusEl, children }: AdminDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} finalFocusEl={finalFocusEl}>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface AdminDialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** The server's message after a refused call; the input stays for another try. */
  error: string | null;
  children: ReactNode;
}

/** The form inside an AdminDialog: its fields, the server's refusal, Cancel and the (destructive) submit. */
export function AdminDialogForm({ onSubmit, onCancel, submitLabel, submitting, error, children }: AdminDialogFormProps) {
  return (
    <Dialog.Form
      className={styles.form}
      onSubmit={onSubmit}
      submitting={submitting}
      labels={{ cancel: ADMIN_TEXTS.cancel, submit: submitLabel, busy: ADMIN_TEXTS.deciding }}
      onCancel={onCancel}
      variant="danger"
    >
      {children}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </Dialog.Form>
  );
}

const styles = {
  form: css({ mt: '4' }),
  error: css({ color: 'danger', fontWeight: 'medium' }),
};
