import { COMMUNITY_LIMITS, CreateQuestionSchema, QUESTION_CATEGORIES } from '@dockside/shared/community';
import { useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { createQuestion } from '../api/create-question';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { questionCreated } from '../stores/community-queries';
import { SimilarQuestions } from './similar-questions';

const EMPTY = { title: '', category: '', content: '' };

/**
 * Spec §2 Ask a question: Question Title, Category (select), Question Details with the spec §5 rules,
 * 'Post Your Question'; on success the toast 'Your question has been posted' and the new question's page.
 */
export function AskQuestionForm() {
  const navigate = useNavigate();
  const form = useSchemaForm(CreateQuestionSchema, EMPTY);
  useDirtyForm('ask-question-form', hasChanges(form.values, EMPTY));

  const onSubmit = form.handleSubmit(async (question) => {
    try {
      const created = await createQuestion(question);
      questionCreated();
      toast({ title: COMMUNITY_TEXTS.questionPosted, type: 'success' });
      // Still "Posting..." until the new page is open: no second question from a second click meanwhile.
      await navigate(`/expert-questions/${created.id}`);
    } catch (failure) {
      toast({ title: COMMUNITY_TEXTS.errorTitle, description: errorMessage(failure, COMMUNITY_TEXTS.questionFailed), type: 'error' });
    }
  });

  return (
    <form className={formStyles} onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
      <FormField
        label={COMMUNITY_TEXTS.questionTitle}
        required
        maxLength={COMMUNITY_LIMITS.titleMax + 20}
        placeholder={OUR_TEXTS.titlePlaceholder}
        autoComplete="off"
        {...form.bind('title')}
      />
      <SimilarQuestions title={form.values.title} />
      <FormField
        label={COMMUNITY_TEXTS.category}
        required
        options={QUESTION_CATEGORIES}
        placeholder={OUR_TEXTS.selectCategory}
        {...form.bind('category')}
      />
      <FormField
        label={COMMUNITY_TEXTS.questionDetails}
        required
        rows={8}
        maxLength={COMMUNITY_LIMITS.contentMax + 100}
        placeholder={OUR_TEXTS.detailsPlaceholder}
        counter={COMMUNITY_LIMITS.contentMax}
        {...form.bind('content')}
      />
      <Button type="submit" variant="accent" size="lg" disabled={form.submitting} className={css({ alignSelf: 'flex-start' })}>
        {form.submitting ? COMMUNITY_TEXTS.posting : COMMUNITY_TEXTS.postQuestion}
      </Button>
    </form>
  );
}

const formStyles = cx(cardStyles({ padding: 'xl', elevation: 'raised' }), stack({ gap: '5' }));
