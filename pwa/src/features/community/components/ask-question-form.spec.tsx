import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import { AskQuestionForm } from './ask-question-form';

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
});

function renderForm() {
  const { router } = renderWithRouter(
    [
      { path: '/expert-questions/ask', element: <AskQuestionForm /> },
      { path: '/expert-questions/:id', element: <p>Question page</p> },
    ],
    { path: '/expert-questions/ask' },
  );
  // As in the app, the toast region outlives the screen that raised a toast.
  render(<Toaster />);
  return router;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Post Your Question' }));

describe('AskQuestionForm', () => {
  it('shows the spec §5 messages on submit, focuses the title and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Question Title/ }), { target: { value: 'Short' } });
    expect(screen.queryByText('Title must be at least 10 characters')).toBeNull();
    submit();

    expect(await screen.findByText('Title must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Please select a category')).toBeTruthy();
    expect(screen.getByText('Question details must be at least 20 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('title'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the details, posts the question and opens it', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_url, init) => {
        body = JSON.parse(String(init?.body));
        return Response.json({ id: 41 }, { status: 201 });
      }),
    );
    const router = renderForm();
    const details = 'Hull is aluminium, kept in salt water all year.';
    fireEvent.change(screen.getByRole('textbox', { name: /^Question Title/ }), { target: { value: 'Which antifouling for aluminium?' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Category/ }), { target: { value: 'Maintenance' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Question Details/ }), { target: { value: details } });
    expect(screen.getByText(`${details.length} / 2000`)).toBeTruthy();
    submit();

    expect(await screen.findByText('Your question has been posted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert-questions/41'));
    expect(body).toEqual({ title: 'Which antifouling for aluminium?', category: 'Maintenance', content: details });
  });
});
