import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps, FormEventHandler } from 'react';
import { cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { CloseIcon } from '../icons';
import { Button } from './button';

const styles = dialog();

interface RootProps extends ArkDialog.RootProps {
  /** While a form in it is being sent, Escape, the backdrop and × do not close it. */
  busy?: boolean;
}

/** Mounts its content only while open, so closed dialogs cost nothing. */
function Root({ busy = false, onOpenChange, ...props }: RootProps) {
  return (
    <ArkDialog.Root
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        if (!busy) onOpenChange?.(details);
      }}
      {...props}
    />
  );
}

interface ContentProps extends ArkDialog.ContentProps {
  /** Accessible name of the × button. */
  closeLabel?: string;
}

/** Backdrop, positioner, the panel and its close button, rendered in a portal. */
function Content({ children, className, closeLabel = 'Close', ...props }: ContentProps) {
  return (
    <Portal>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner}>
        <ArkDialog.Content className={cx(styles.content, className)} {...props}>
          {children}
          <ArkDialog.CloseTrigger className={styles.closeTrigger} aria-label={closeLabel}>
            <CloseIcon />
          </ArkDialog.CloseTrigger>
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  );
}

function Title({ className, ...props }: ArkDialog.TitleProps) {
  return <ArkDialog.Title className={cx(styles.title, className)} {...props} />;
}

function Description({ className, ...props }: ArkDialog.DescriptionProps) {
  return <ArkDialog.Description className={cx(styles.description, className)} {...props} />;
}

/** The row of actions at the bottom (e.g. Cancel and Delete Listing). */
function Footer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

interface SubmitFooterProps {
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the submit button while the form is being sent (e.g. 'Saving...'). */
  busyLabel: string;
  submitting: boolean;
  onCancel: () => void;
  variant?: 'accent' | 'danger';
}

/** The footer of a form dialog: Cancel and the submit button, both disabled while the form is being sent. */
function SubmitFooter({ cancelLabel, submitLabel, busyLabel, submitting, onCancel, variant = 'accent' }: SubmitFooterProps) {
  return (
    <Footer>
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={variant} disabled={submitting} aria-busy={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </Footer>
  );
}

/** Closes the dialog; use with `asChild` around a Button. */
const CloseTrigger = ArkDialog.CloseTrigger;
const Trigger = ArkDialog.Trigger;

type FormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** The buttons' words: Cancel, the submit button, and the submit button while the form is sent. */
  labels: { cancel: string; submit: string; busy: string };
  variant?: SubmitFooterProps['variant'];
};

/**
 * A form dialog's body: its fields in a column, then Cancel and the submit button. The browser's own
 * validation is off (the form's hook shows its messages), and the form is `aria-busy` while it is sent.
 */
function Form({ labels, submitting, onCancel, variant, className, children, ...props }: FormProps) {
  return (
    <form className={cx(styles.form, className)} noValidate aria-busy={submitting} {...props}>
      {children}
      <SubmitFooter
        cancelLabel={labels.cancel}
        submitLabel={labels.submit}
        busyLabel={labels.busy}
        submitting={submitting}
        onCancel={onCancel}
        variant={variant}
      />
    </form>
  );
}

export const Dialog = { Root, Trigger, Content, Title, Description, Footer, SubmitFooter, Form, CloseTrigger };
