import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { WANTED_PART_TEXTS as T } from '../contact.constants';
import { InquiryForm } from './inquiry-form';

/**
 * "Can't find the part you need?" (catalogue empty state, Buy page): opens the wanted-part inquiry in a
 * dialog, which closes after a successful submission (the success toast stays). The form is imported
 * statically: a lazy import here made the bundler split Ark's shared core out of the first-route bundle
 * (+1.2 KB gzip there), and the dialog mounts the form only when opened anyway.
 */
export function WantedPartDialog({ variant = 'outline' }: { variant?: ButtonProps['variant'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button variant={variant}>{T.open}</Button>
      </Dialog.Trigger>
      <Dialog.Content className={css({ maxWidth: '40rem' })}>
        <Dialog.Title>{T.title}</Dialog.Title>
        <Dialog.Description>{T.description}</Dialog.Description>
        <InquiryForm kind="wanted-part" onSent={() => setOpen(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
