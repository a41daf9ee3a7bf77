import { CHAT_LIMITS } from '@dockside/shared/chat';
import { useId, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { sendMessage } from '../stores/chat-connection';

interface MessageInputProps {
  roomId: string;
  connected: boolean;
  online: boolean;
  /** Text put in the box from outside (e.g. '@username ' from Marine Professionals); `key` changes re-apply it. */
  draft?: { text: string; key: number };
}

/**
 * Spec §4: input and send disabled unless connected; send disabled while the text is blank; sending clears
 * the input. Sending is online-only (spec), and the reason is said under the box.
 */
export function MessageInput({ roomId, connected, online, draft }: MessageInputProps) {
  const [text, setText] = useState('');
  const [appliedDraft, setAppliedDraft] = useState<number | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const reasonId = useId();

  if (draft && draft.key !== appliedDraft) {
    setAppliedDraft(draft.key);
    setText(draft.text);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || !connected) return;
    setText('');
    const result = await sendMessage(roomId, content);
    if (!result.ok) {
      // Keep what was typed (unless something newer was typed meanwhile), and say why it did not go.
      setText((current) => current || content);
      toast({ title: CHAT_UI_TEXTS.sendFailed, description: result.error.message, type: 'error' });
    }
    inputRef.current?.focus();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <div className={styles.row}>
        <Input
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={!connected}
          aria-label={CHAT_UI_TEXTS.messageLabel}
          aria-describedby={online ? undefined : reasonId}
          placeholder={CHAT_UI_TEXTS.placeholder}
          maxLength={CHAT_LIMITS.contentMax}
          autoComplete="off"
          className={styles.input}
        />
        <Button type="submit" variant="accent" disabled={!connected || text.trim() === ''}>
          {CHAT_UI_TEXTS.send}
        </Button>
      </div>
      {online ? null : (
        <p id={reasonId} className={styles.reason}>
          {CHAT_UI_TEXTS.offlineSend}
        </p>
      )}
    </form>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderTopWidth: '1px', borderColor: 'border', bg: 'bg' }),
  row: css({ display: 'flex', gap: '2' }),
  input: css({ flex: '1', minWidth: '0' }),
  reason: css({ fontSize: 'sm', color: 'fg.muted' }),
};
