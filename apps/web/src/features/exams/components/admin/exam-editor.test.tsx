import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examEditorMessages } from '@/i18n/exam-editor-messages';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { ExamEditor } from './exam-editor-page';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const fields = examAdminMessages.adminExams.fields;

/** The form item (label, field and its error) around the field labelled `label`. */
function itemOf(label: string, index = 0): HTMLElement {
  const field = screen.getAllByLabelText(label)[index]!;
  return field.closest<HTMLElement>('.ant-form-item')!;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(Response.json([])));
  signInAdmin('main');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the exam editor puts every error on its field', () => {
  it("shows a timed exam's missing dates under the date fields, not only in a toast", async () => {
    renderRoute('/admin/exam-form', <ExamEditor />, '/admin/exam-form');
    await userEvent.type(screen.getByLabelText(fields.title), 'Test: Akkusativ');
    await userEvent.click(screen.getByLabelText(fields.isTimed));
    await userEvent.click(screen.getByTestId('exam-save'));
    expect(
      await within(itemOf(fields.startTime)).findByText(
        'ميعاد بداية الامتحان مطلوب للامتحان اللي بميعاد',
      ),
    ).toBeInTheDocument();
    expect(
      within(itemOf(fields.endTime)).getByText('ميعاد نهاية الامتحان مطلوب للامتحان اللي بميعاد'),
    ).toBeInTheDocument();
    expect(screen.getByText(examAdminMessages.adminExams.fixErrors)).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('offers the honour board for a timed exam only', async () => {
    renderRoute('/admin/exam-form', <ExamEditor />, '/admin/exam-form');
    await screen.findByLabelText(fields.isTimed);
    expect(screen.queryByRole('switch', { name: examEditorMessages.paper.honourBoard })).toBeNull();
    await userEvent.click(screen.getByLabelText(fields.isTimed));
    const board = screen.getByRole('switch', { name: examEditorMessages.paper.honourBoard });
    expect(board).not.toBeChecked();
    await userEvent.click(board);
    expect(board).toBeChecked();
    expect(screen.getByText(examEditorMessages.paper.honourBoardHint)).toBeInTheDocument();
  });

  it('refuses a negative score on the score field and drops the error once fixed', async () => {
    renderRoute('/admin/exam-form', <ExamEditor />, '/admin/exam-form');
    const score = screen.getByLabelText(fields.score);
    await userEvent.clear(score);
    await userEvent.type(score, '-3');
    expect(
      await within(itemOf(fields.score)).findByText('درجة السؤال لازم تكون أكبر من صفر'),
    ).toBeInTheDocument();
    await userEvent.clear(score);
    await userEvent.type(score, '2');
    await waitFor(() => {
      expect(within(itemOf(fields.score)).queryByText(/درجة السؤال/)).not.toBeInTheDocument();
    });
  });

  it("clears a question's stale error when the question is fixed", async () => {
    renderRoute('/admin/exam-form', <ExamEditor />, '/admin/exam-form');
    // Pasted, as a teacher copies a question from a worksheet.
    await userEvent.click(screen.getByLabelText(fields.title));
    await userEvent.paste('Test: Dativ');
    await userEvent.click(screen.getByLabelText(fields.questionTitle));
    await userEvent.paste('Ich gebe ___ Mann das Buch.');
    await userEvent.click(screen.getByLabelText(fields.options));
    await userEvent.paste('dem\nden');
    await userEvent.click(screen.getByTestId('exam-save'));
    const correct = 'اختار إجابة صحيحة واحدة على الأقل لكل سؤال';
    const correctItem = screen
      .getByTestId('question-correct')
      .closest<HTMLElement>('.ant-form-item')!;
    expect(await within(correctItem).findByText(correct)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'dem' }));
    await waitFor(() => {
      expect(within(correctItem).queryByText(correct)).not.toBeInTheDocument();
    });
    expect(screen.queryByText(examAdminMessages.adminExams.fixErrors)).not.toBeInTheDocument();
  });
});

describe('an exam typed and not saved', () => {
  const reloadIsAsked = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('is not lost to a reload or a link without a question', async () => {
    const router = renderRoute('/admin/exam-form', <ExamEditor />, '/admin/exam-form', [
      { path: '/admin/exams', element: <p>exams list</p> },
    ]);
    await screen.findByLabelText(fields.title);
    expect(reloadIsAsked()).toBe(false);
    await userEvent.type(screen.getByLabelText(fields.title), 'Test: Dativ');
    expect(reloadIsAsked()).toBe(true);

    void router.navigate('/admin/exams');
    expect(await screen.findByText(examAdminMessages.adminExams.leaveUnsaved)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(screen.getByLabelText(fields.title)).toHaveValue('Test: Dativ');
    expect(router.state.location.pathname).toBe('/admin/exam-form');
  });
});
