import { AnswerFormSchema, COMMUNITY_LIMITS } from '@dockside/shared/community';
import { type FormEvent, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { Button } from '@/components/ui/button';
import { CheckboxField, FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { useDirtyForm } from '@/lib/busy';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { useLoginRequired } from '../utils/use-login-required';
import type { CommunityViewer } from '../utils/viewer';

interface AnswerFormProps {
  questionId: number;
  viewer: CommunityViewer;
}

/**
 * Spec §2 'Your Answer': a text area, the "I'm answering as a yacht industry expert" checkbox and
 * 'Post Your Answer' ('Posting...'). Signed out, posting leads to sign-in (spec §6).
 */
export function AnswerForm({ questionId, viewer }: AnswerFormProps) {
  const headingId = useId();
  const form = useSchemaForm(AnswerFormSchema, EMPTY);
  const loginRequired = useLoginRequired();
  useDirtyForm('answer-form', form.values.content.trim() !== '' || form.values.isExpert);

  const post = form.handleSubmit(async ({ content, isExpert }) => {
    if (!viewer) return;
    try {
      const { postAnswer } = await import('../stores/community-outbox');
      const sent = await postAnswer(viewer.id, questionId, content.trim(), isExpert);
      if (sent.kind === 'rejected') {
        toast({ title: COMMUNITY_TEXTS.errorTitle, description: sent.message ?? COMMUNITY_TEXTS.answerFailed, type: 'error' });
        return;
      }
      form.reset();
      toast(
        sent.kind === 'done'
          ? { title: COMMUNITY_TEXTS.answerPosted, type: 'success' }
          : { title: OUR_TEXTS.answerQueuedTitle, description: OUR_TEXTS.answerQueuedDescription, type: 'info' },
      );
    } catch {
      // The queue could not be written (storage full): the answer stays in the form.
      toast({ title: COMMUNITY_TEXTS.errorTitle, description: COMMUNITY_TEXTS.answerFailed, type: 'error' });
    }
  });

  // Signed out, posting leads to sign-in before anything is checked.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (viewer) return post(event);
    event.preventDefault();
    loginRequired(COMMUNITY_TEXTS.loginToAnswer);
  };

  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className={heading}>
        {COMMUNITY_TEXTS.yourAnswer}
      </h2>
      <form className={formStyles} onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
        <FormField
          label={COMMUNITY_TEXTS.yourAnswer}
          hideLabel
          required
          rows={6}
          maxLength={COMMUNITY_LIMITS.answerMax}
          placeholder={OUR_TEXTS.answerPlaceholder}
          {...form.bind('content')}
        />
        <CheckboxField binding={form.checkbox('isExpert')}>{COMMUNITY_TEXTS.answeringAsExpert}</CheckboxField>
        <Button type="submit" variant="accent" disabled={form.submitting} className={css({ alignSelf: 'flex-start' })}>
          {form.submitting ? COMMUNITY_TEXTS.posting : COMMUNITY_TEXTS.postAnswer}
        </Button>
      </form>
    </section>
  );
}

const EMPTY = { content: '', isExpert: false };
const card = cx(cardStyles({ padding: 'xl', elevation: 'raised' }), stack({ gap: '4' }));
const heading = css({ fontSize: 'xl', color: 'primary' });
const formStyles = css({ display: 'flex', flexDirection: 'column', gap: '4' });
