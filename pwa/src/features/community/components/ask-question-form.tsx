import { COMMUNITY_LIMITS, CreateQuestionSchema, type CreateQuestionOutput, QUESTION_CATEGORIES } from '@dockside/shared/community';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { field as fieldRecipe, input } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { createQuestion } from '../api/create-question';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { questionCreated } from '../stores/community-queries';
import { fieldErrors } from '../utils/field-errors';
import { SimilarQuestions } from './similar-questions';

type Values = { title: string; category: string; content: string };
const EMPTY: Values = { title: '', category: '', content: '' };
const fieldStyles = fieldRecipe();

/**
 * Spec §2 Ask a question: Question Title, Category (select), Question Details with the spec §5 rules,
 * 'Post Your Question'; on success the toast 'Your question has been posted' and the new question's page.
 */
export function AskQuestionForm() {
  const navigate = useNavigate();
  const categoryId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [posting, setPosting] = useState(false);
  useDirtyForm('ask-question-form', hasChanges(values, EMPTY));

  const set = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(fieldErrors(CreateQuestionSchema, next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = fieldErrors(CreateQuestionSchema, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      document.querySelector<HTMLElement>(`[data-field="${Object.keys(problems)[0]}"]`)?.focus();
      return;
    }
    setPosting(true);
    try {
      const question = await createQuestion(v.parse(CreateQuestionSchema, values) as CreateQuestionOutput);
      questionCreated();
      toast({ title: COMMUNITY_TEXTS.questionPosted, type: 'success' });
      void navigate(`/expert-questions/${question.id}`);
    } catch (failure) {
      toast({ title: COMMUNITY_TEXTS.errorTitle, description: errorMessage(failure, COMMUNITY_TEXTS.questionFailed), type: 'error' });
      setPosting(false);
    }
  };

  return (
    <form className={form} onSubmit={onSubmit} noValidate aria-busy={posting}>
      {/* aria-required, not required: an empty required control matches :invalid and would show red before any typing. */}
      <Field.Root invalid={Boolean(errors.title)}>
        <Field.Label>{COMMUNITY_TEXTS.questionTitle}</Field.Label>
        <Field.Input
          name="title"
          data-field="title"
          aria-required="true"
          value={values.title}
          maxLength={COMMUNITY_LIMITS.titleMax + 20}
          placeholder={OUR_TEXTS.titlePlaceholder}
          autoComplete="off"
          onChange={(event) => set('title', event.target.value)}
        />
        <Field.ErrorText>{errors.title}</Field.ErrorText>
      </Field.Root>
      <SimilarQuestions title={values.title} />

      <div className={fieldStyles.root}>
        <label htmlFor={categoryId} className={fieldStyles.label}>
          {COMMUNITY_TEXTS.category}
        </label>
        <select
          id={categoryId}
          name="category"
          data-field="category"
          className={input()}
          value={values.category}
          aria-required="true"
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${categoryId}-error` : undefined}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">{OUR_TEXTS.selectCategory}</option>
          {QUESTION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {errors.category ? (
          <span id={`${categoryId}-error`} className={fieldStyles.errorText}>
            {errors.category}
          </span>
        ) : null}
      </div>

      <Field.Root invalid={Boolean(errors.content)}>
        <Field.Label>{COMMUNITY_TEXTS.questionDetails}</Field.Label>
        <Field.Textarea
          name="content"
          data-field="content"
          aria-required="true"
          rows={8}
          value={values.content}
          maxLength={COMMUNITY_LIMITS.contentMax + 100}
          placeholder={OUR_TEXTS.detailsPlaceholder}
          onChange={(event) => set('content', event.target.value)}
        />
        <Field.HelperText>
          {values.content.trim().length} / {COMMUNITY_LIMITS.contentMax}
        </Field.HelperText>
        <Field.ErrorText>{errors.content}</Field.ErrorText>
      </Field.Root>

      <Button type="submit" variant="accent" size="lg" disabled={posting} className={css({ alignSelf: 'flex-start' })}>
        {posting ? COMMUNITY_TEXTS.posting : COMMUNITY_TEXTS.postQuestion}
      </Button>
    </form>
  );
}

const form = cx(cardStyles({ padding: 'xl', elevation: 'raised' }), stack({ gap: '5' }));
