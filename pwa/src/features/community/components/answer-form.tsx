import { AnswerFormSchema, COMMUNITY_LIMITS } from '@dockside/shared/community';
import { type FormEvent, useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { useDirtyForm } from '@/lib/busy';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { fieldErrors } from '../utils/field-errors';
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
  const checkboxId = useId();
  const [content, setContent] = useState('');
  const [isExpert, setIsExpert] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [posting, setPosting] = useState(false);
  const loginRequired = useLoginRequired();
  useDirtyForm('answer-form', content.trim() !== '' || isExpert);

  const validate = (value: string) => fieldErrors(AnswerFormSchema, { content: value, isExpert }).content;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!viewer) {
      loginRequired(COMMUNITY_TEXTS.loginToAnswer);
      return;
    }
    setSubmitted(true);
    const problem = validate(content);
    setError(problem);
    if (problem) return;
    setPosting(true);
    try {
      const { postAnswer } = await import('../stores/community-outbox');
      const sent = await postAnswer(viewer.id, questionId, content.trim(), isExpert);
      if (sent.kind === 'rejected') {
        toast({ title: COMMUNITY_TEXTS.errorTitle, description: sent.message ?? COMMUNITY_TEXTS.answerFailed, type: 'error' });
        return;
      }
      setContent('');
      setIsExpert(false);
      setSubmitted(false);
      toast(
        sent.kind === 'done'
          ? { title: COMMUNITY_TEXTS.answerPosted, type: 'success' }
          : { title: OUR_TEXTS.answerQueuedTitle, description: OUR_TEXTS.answerQueuedDescription, type: 'info' },
      );
    } catch {
      // The queue could not be written (storage full): the answer stays in the form.
      toast({ title: COMMUNITY_TEXTS.errorTitle, description: COMMUNITY_TEXTS.answerFailed, type: 'error' });
    } finally {
      setPosting(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className={heading}>
        {COMMUNITY_TEXTS.yourAnswer}
      </h2>
      <form className={form} onSubmit={onSubmit} noValidate aria-busy={posting}>
        {/* aria-required, not required: an empty required control matches :invalid and would show red before any typing. */}
        <Field.Root invalid={Boolean(error)}>
          <Field.Label className={css({ srOnly: true })}>{COMMUNITY_TEXTS.yourAnswer}</Field.Label>
          <Field.Textarea
            name="content"
            aria-required="true"
            rows={6}
            maxLength={COMMUNITY_LIMITS.answerMax}
            placeholder={OUR_TEXTS.answerPlaceholder}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              if (submitted) setError(validate(event.target.value));
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <div className={checkboxRow}>
          <input
            id={checkboxId}
            type="checkbox"
            className={checkbox}
            checked={isExpert}
            onChange={(event) => setIsExpert(event.target.checked)}
          />
          <label htmlFor={checkboxId}>{COMMUNITY_TEXTS.answeringAsExpert}</label>
        </div>
        <Button type="submit" variant="accent" disabled={posting} className={css({ alignSelf: 'flex-start' })}>
          {posting ? COMMUNITY_TEXTS.posting : COMMUNITY_TEXTS.postAnswer}
        </Button>
      </form>
    </section>
  );
}

const card = cx(cardStyles({ padding: 'xl', elevation: 'raised' }), stack({ gap: '4' }));
const heading = css({ fontSize: 'xl', color: 'primary' });
const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const checkboxRow = css({ display: 'flex', alignItems: 'center', gap: '3', minHeight: 'touch' });
const checkbox = css({ width: '5', height: '5', accentColor: 'accent', flexShrink: 0 });
