import { expect, test } from '../fixtures';
import { field, otherBrowser, questionCard, registerMember } from './community.helpers';

test.describe('expert questions: ask, answer, vote, accept', () => {
  test('a member asks, another answers, they vote, the asker accepts and the question leaves Unanswered', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two people, two browsers and a dozen screens: longer than one screen's default budget on a busy machine.
    test.setTimeout(90_000);
    const asker = await registerMember(page);
    const title = `Raw water pump weeping at the shaft seal ${Date.now().toString(36)}`;

    // Ask.
    await page.goto('/expert-questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Ask an Expert' })).toBeVisible();
    await page.getByRole('link', { name: 'Ask Question' }).click();
    await expect(page).toHaveURL(/\/expert-questions\/ask$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ask a Question' })).toBeVisible();

    await page.getByRole('button', { name: 'Post Your Question' }).click();
    await expect(page.getByText('Title must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Please select a category')).toBeVisible();
    await expect(page.getByText('Question details must be at least 20 characters')).toBeVisible();

    await field(page, 'Question Title').fill(title);
    await field(page, 'Category').selectOption('Maintenance');
    await field(page, 'Question Details').fill(
      'The Jabsco impeller pump drips from the seal after about an hour of motoring. Replace the seal or the whole pump?',
    );
    await page.getByRole('button', { name: 'Post Your Question' }).click();
    await expect(page.getByText('Your question has been posted')).toBeVisible();
    await expect(page).toHaveURL(/\/expert-questions\/\d+$/);
    const questionPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Awaiting Answer')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Answers Yet' })).toBeVisible();
    await expect(page.getByText('Be the first to answer')).toBeVisible();
    await expect(page.getByText(`@${asker.username}`)).toBeVisible();
    // Nobody upvotes their own question: the button is off and says why.
    const ownUpvote = page.getByRole('button', { name: 'Upvote (0)' });
    await expect(ownUpvote).toBeDisabled();
    await expect(ownUpvote).toHaveAttribute('title', 'You cannot upvote your own question or answer');

    // It is listed under Unanswered.
    await page.goto('/expert-questions?tab=unanswered');
    await expect(page.getByRole('tab', { name: 'Unanswered' })).toHaveAttribute('aria-selected', 'true');
    await expect(questionCard(page, title)).toBeVisible();
    await expect(questionCard(page, title).getByText('0 answers')).toBeVisible();

    // Another member answers from their own browser, claiming expertise, and upvotes the question.
    const other = await otherBrowser(browser, baseURL);
    try {
      const answerer = await registerMember(other.page);
      await other.page.goto(questionPath);
      await other.page
        .getByRole('textbox', { name: 'Your Answer' })
        .fill('Replace the seal kit first: a weeping seal usually means a worn shaft sleeve too.');
      await other.page.getByLabel("I'm answering as a yacht industry expert").check();
      await other.page.getByRole('button', { name: 'Post Your Answer' }).click();
      await expect(other.page.getByText('Your answer has been posted')).toBeVisible();
      await expect(other.page.getByRole('heading', { name: '1 Answer', exact: true })).toBeVisible();
      const answer = other.page.getByRole('article').filter({ hasText: 'Replace the seal kit first' });
      // The checkbox alone is a claim, labelled as such; the Expert badge is for the expert role.
      await expect(answer.getByText('Self-declared expert', { exact: true })).toBeVisible();
      await expect(answer.getByText('Expert', { exact: true })).toHaveCount(0);
      await expect(answer.getByText('US', { exact: true })).toBeVisible();
      await expect(answer.getByText(`@${answerer.username}`)).toBeVisible();
      await expect(answer.getByRole('button', { name: 'Upvote answer (0)' })).toBeDisabled();

      const upvote = other.page.getByRole('button', { name: /^Upvote \(\d+\)$/ });
      await upvote.click();
      await expect(other.page.getByRole('button', { name: 'Remove upvote (1)' })).toHaveAttribute('aria-pressed', 'true');
      // The asker's accept control is theirs alone.
      await expect(other.page.getByRole('button', { name: 'Accept answer' })).toHaveCount(0);
    } finally {
      await other.context.close();
    }

    // The asker sees the answer, upvotes it and accepts it.
    await page.goto(questionPath);
    await expect(page.getByText('1 vote', { exact: true })).toBeVisible();
    const answer = page.getByRole('article').filter({ hasText: 'Replace the seal kit first' });
    await answer.getByRole('button', { name: 'Upvote answer (0)' }).click();
    await expect(answer.getByRole('button', { name: 'Remove upvote from answer (1)' })).toBeVisible();
    await answer.getByRole('button', { name: 'Accept answer' }).click();
    await expect(page.getByText('Answer accepted')).toBeVisible();
    await expect(answer.getByText('Accepted Answer')).toBeVisible();
    await expect(page.getByRole('article').first().getByText('Answered', { exact: true })).toBeVisible();

    // No longer Unanswered; Latest shows it answered, with its real answer count.
    await page.goto('/expert-questions?tab=unanswered');
    await expect(page.getByRole('tab', { name: 'Unanswered' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Questions' })).toBeVisible();
    await expect(questionCard(page, title)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Latest' }).click();
    await expect(page).toHaveURL(/\/expert-questions$/);
    const card = questionCard(page, title);
    await expect(card.getByText('Answered', { exact: true })).toBeVisible();
    await expect(card.getByText('1 answer', { exact: true })).toBeVisible();
    await expect(card.getByText('1 vote', { exact: true })).toBeVisible();
  });

  test('the category sidebar filters the list and writes ?category=', async ({ page }) => {
    await page.goto('/expert-questions');
    await page.getByRole('button', { name: 'Charter Advice' }).click();
    await expect(page).toHaveURL(/\?category=Charter\+Advice$/);
    await expect(page.getByRole('button', { name: 'Charter Advice' })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const category of await cards
      .getByText(
        /^(Sailing Yachts|Motor Yachts|Superyachts|Sport Boats|Catamarans|Charter Advice|Buying Advice|Marina Info|Maintenance|Equipment|Navigation)$/,
      )
      .allInnerTexts()) {
      expect(category).toBe('Charter Advice');
    }
    await page.getByRole('button', { name: 'All Questions' }).click();
    await expect(page).toHaveURL(/\/expert-questions$/);
  });

  test('signed out: Ask Question, voting and answering ask to log in', async ({ page }) => {
    await page.goto('/expert-questions');
    await page.getByRole('link', { name: 'Ask Question' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Login Required')).toBeVisible();

    await page.goto('/expert-questions');
    await page.getByRole('list', { name: 'Questions' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/expert-questions\/\d+$/);
    await page.getByRole('button', { name: /^Upvote \(\d+\)$/ }).click();
    await expect(page.getByText('You need to be logged in to vote')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goBack();
    await page.getByRole('textbox', { name: 'Your Answer' }).fill('A perfectly reasonable answer of some length.');
    await page.getByRole('button', { name: 'Post Your Answer' }).click();
    await expect(page.getByText('You need to be logged in to post an answer')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a question that cannot be loaded shows the Error card', async ({ page }) => {
    await page.goto('/expert-questions/99999999');
    await expect(page.getByText('Failed to load the question. Please try again later.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Questions' }).click();
    await expect(page).toHaveURL(/\/expert-questions$/);
  });
});
