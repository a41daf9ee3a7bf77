import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CHAT_UI_TEXTS } from '../chat.constants';

/** Spec §2: the 'About @mentions' help dialog of the message panel. */
export function MentionsHelp() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          {CHAT_UI_TEXTS.mentionsHelpButton}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{CHAT_UI_TEXTS.mentionsHelpTitle}</Dialog.Title>
        <Dialog.Description>{CHAT_UI_TEXTS.mentionsHelpText}</Dialog.Description>
      </Dialog.Content>
    </Dialog.Root>
  );
}
