import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { CloseIcon } from '../icons';

const styles = dialog();

/** Mounts its content only while open, so closed dialogs cost nothing. */
function Root(props: ArkDialog.RootProps) {
  return <ArkDialog.Root lazyMount unmountOnExit {...props} />;
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

/** Closes the dialog; use with `asChild` around a Button. */
const CloseTrigger = ArkDialog.CloseTrigger;
const Trigger = ArkDialog.Trigger;

export const Dialog = { Root, Trigger, Content, Title, Description, Footer, CloseTrigger };
