import type { ExpertAnswer, ExpertQuestion, QuestionDetail } from '@dockside/shared/community';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import type { CommunityViewer, RenderReport } from '../utils/viewer';
import { QuestionView } from './question-view';

afterEach(() => {
  act(() => toaster.remove());
});

const author = { id: 7, username: 'first_mate_finn', fullName: 'Finn Gallagher', avatarUrl: null };

function question(overrides: Partial<ExpertQuestion> = {}): ExpertQuestion {
  return {
    id: 3,
    title: 'Is a 30-year-old Westerly still a sensible first cruiser?',
    content: 'We are looking at a 1992 Westerly Merlin 29 for coastal cruising with two kids.',
    userId: 7,
    author,
    category: 'Sailing Yachts',
    status: 'pending',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    upvotes: 2,
    views: 40,
    answerCount: 0,
    viewerHasVoted: false,
    ...overrides,
  };
}

function answer(overrides: Partial<ExpertAnswer> = {}): ExpertAnswer {
  return {
    id: 11,
    content: 'A well-kept Westerly is a very sensible first boat: strong hulls and good parts support.',
    questionId: 3,
    userId: 9,
    author: { id: 9, username: 'captain_expert', fullName: 'Helen Brandt', avatarUrl: null },
    isExpert: false,
    verifiedExpert: false,
    accepted: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    upvotes: 0,
    viewerHasVoted: false,
    ...overrides,
  };
}

function renderView(detail: QuestionDetail, viewer: CommunityViewer, renderReport?: RenderReport) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/expert-questions/:id', element: <QuestionView detail={detail} viewer={viewer} renderReport={renderReport} /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [`/expert-questions/${detail.question.id}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('QuestionView', () => {
  it("shows 'No Answers Yet' with 'Be the first to answer', and the author as Member", () => {
    renderView({ question: question(), answers: [] }, null);
    expect(screen.getByRole('heading', { level: 1, name: question().title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'No Answers Yet' })).toBeTruthy();
    expect(screen.getByText('Be the first to answer')).toBeTruthy();
    expect(screen.getByText('Awaiting Answer')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
    expect(screen.getByText('@first_mate_finn')).toBeTruthy();
  });

  it('shows an anonymous question as Anonymous', () => {
    renderView({ question: question({ userId: null, author: null }), answers: [] }, null);
    expect(screen.getByText('Anonymous')).toBeTruthy();
  });

  it("gives the Expert badge and the EX avatar only to the expert role; the ticked box alone reads 'Self-declared expert'", () => {
    const answers = [
      answer({ id: 1, isExpert: true, verifiedExpert: true }),
      answer({ id: 2, isExpert: false, verifiedExpert: true, content: 'An expert who did not tick the box, long enough.' }),
      answer({ id: 3, isExpert: true, content: 'Self-declared expert answer with enough words.' }),
      answer({ id: 4, content: 'A plain member answer, long enough to be posted.' }),
    ];
    renderView({ question: question({ answerCount: 4 }), answers }, null);
    expect(screen.getByRole('heading', { level: 2, name: '4 Answers' })).toBeTruthy();
    const [expert, quietExpert, claimed, plain] = screen.getAllByRole('listitem');
    for (const item of [expert, quietExpert]) {
      expect(within(item).getByText('Expert')).toBeTruthy();
      expect(within(item).getByText('EX')).toBeTruthy();
      expect(within(item).queryByText('Self-declared expert')).toBeNull();
    }
    expect(within(claimed).getByText('Self-declared expert')).toBeTruthy();
    expect(within(claimed).queryByText('Expert', { exact: true })).toBeNull();
    expect(within(claimed).getByText('US')).toBeTruthy();
    expect(within(plain).getByText('US')).toBeTruthy();
    expect(within(plain).queryByText(/Expert/)).toBeNull();
  });

  it.each([
    ['the question’s author', { id: 7, role: 'member' }, true],
    ['a moderator', { id: 50, role: 'moderator' }, true],
    ['another member', { id: 8, role: 'member' }, false],
    ['a verified expert', { id: 9, role: 'expert' }, false],
    ['a visitor', null, false],
  ])('offers Accept answer to %s: %s', (_who, viewer, offered) => {
    renderView({ question: question({ answerCount: 1 }), answers: [answer()] }, viewer);
    expect(screen.queryByRole('button', { name: 'Accept answer' }) !== null).toBe(offered);
  });

  it('accepting marks the answer and the question answered', async () => {
    const accepted = answer({ accepted: true });
    const fetchMock = vi.fn(async () => Response.json({ question: question({ status: 'answered', answerCount: 1 }), answers: [accepted] }));
    vi.stubGlobal('fetch', fetchMock);
    renderView({ question: question({ answerCount: 1 }), answers: [answer()] }, { id: 7, role: 'member' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept answer' }));
    expect(await screen.findByText('Answer accepted')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/expert-answers/11/accept', expect.objectContaining({ method: 'POST' }));
  });

  it("signed out, upvoting says 'Login Required' - 'You need to be logged in to vote' and goes to /auth", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const router = renderView({ question: question(), answers: [] }, null);
    fireEvent.click(screen.getByRole('button', { name: 'Upvote (2)' }));
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(screen.getByText('You need to be logged in to vote')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signed out, posting an answer says 'You need to be logged in to post an answer'", async () => {
    const router = renderView({ question: question(), answers: [] }, null);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your Answer' }), {
      target: { value: 'Replace the seal kit, then check the sleeve.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post Your Answer' }));
    expect(await screen.findByText('You need to be logged in to post an answer')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('checks the answer length before posting', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderView({ question: question(), answers: [] }, { id: 8, role: 'member' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your Answer' }), { target: { value: 'Too short.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Your Answer' }));
    expect(await screen.findByText('Answer must be at least 20 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a failed vote shows 'Error' with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Question not found', code: 'QUESTION_NOT_FOUND' }, { status: 404 })),
    );
    renderView({ question: question(), answers: [] }, { id: 8, role: 'member' });
    fireEvent.click(screen.getByRole('button', { name: 'Upvote (2)' }));
    expect(await screen.findByText('Question not found')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('the upvote button on your own question or answer is disabled, its title says why; on others it works', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderView({ question: question(), answers: [answer({ userId: 7 }), answer({ id: 12, userId: 9 })] }, { id: 7, role: 'member' });
    const own = screen.getByRole('button', { name: 'Upvote (2)' }) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    expect(own.title).toBe('You cannot upvote your own question or answer');
    const [ownAnswer, othersAnswer] = screen.getAllByRole('button', { name: 'Upvote answer (0)' }) as HTMLButtonElement[];
    expect(ownAnswer.disabled).toBe(true);
    expect(ownAnswer.title).toBe('You cannot upvote your own question or answer');
    expect(othersAnswer.disabled).toBe(false);
    expect(othersAnswer.title).toBe('');
    fireEvent.click(own);
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    renderView({ question: question(), answers: [] }, { id: 8, role: 'member' });
    expect((screen.getByRole('button', { name: 'Upvote (2)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers Report on the question and on answers of others, never on your own, and not to visitors', () => {
    const renderReport: RenderReport = ({ targetType, targetId, authorName }) => (
      <button type="button" aria-label={`Report ${targetType} by ${authorName}`} data-target-id={targetId}>
        Report
      </button>
    );
    const detail = {
      question: question(),
      answers: [answer(), answer({ id: 12, userId: null, author: null })],
    };
    renderView(detail, { id: 9, role: 'member' }, renderReport);
    expect(screen.getByRole('button', { name: 'Report question by Finn Gallagher' }).dataset.targetId).toBe('3');
    expect(screen.queryByRole('button', { name: 'Report answer by Helen Brandt' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report answer by Anonymous' }).dataset.targetId).toBe('12');
    cleanup();

    renderView(detail, null, renderReport);
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
