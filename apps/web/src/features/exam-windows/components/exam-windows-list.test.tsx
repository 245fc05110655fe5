import { examOverrideBody, toLatinDigits } from '@sabora/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examWindowsMessages } from '@/i18n/exam-windows-messages';
import { messages } from '@/i18n/messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { searchMaxLength } from '@/lib/search-limit';
import { listedStudent } from '@/test/session-fixtures';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { ExamWindowsList } from './exam-windows-list';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const examId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const start = Date.UTC(2026, 10, 24, 10);
const end = start + 60 * 60_000;

function adminExam(isTimed: boolean) {
  return {
    exam: {
      _id: examId,
      title: 'امتحان الشهر',
      discription: '',
      isTimed,
      startTime: isTimed ? start : null,
      endTime: isTimed ? end : null,
      prevCourse: [],
      isForCenter: false,
      solutionUrl: null,
      video: null,
      shuffleQuestions: false,
      shuffleOptions: false,
      drawCount: null,
      honourBoard: false,
      totalScore: 1,
      questionCount: 1,
      resultsCount: 0,
      createdAt: start,
      updatedAt: start,
    },
    questions: [],
  };
}

const override = {
  user: {
    _id: userId,
    name: 'ياسين مجدي',
    phone: '01055501234',
    fatherPhone: '01198765432',
    governorate: 'cairo',
  },
  extraMinutes: 25,
  startTime: null,
  endTime: null,
  window: { startTime: start, endTime: end + 25 * 60_000 },
  updatedAt: start,
};

function serve(isTimed: boolean) {
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (init?.method === 'PUT') return Promise.resolve(Response.json(override));
    if (init?.method === 'DELETE') return Promise.resolve(Response.json({ message: 'اتمسح' }));
    if (url.includes('/overrides'))
      return Promise.resolve(
        Response.json({
          exam: { _id: examId, title: 'امتحان الشهر' },
          overrides: [override],
          count: 1,
        }),
      );
    return Promise.resolve(Response.json(adminExam(isTimed)));
  });
}

/** A timed exam where no student has a window of their own (or the search finds none). */
function serveNone() {
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      String(input).includes('/overrides')
        ? Response.json({ exam: { _id: examId, title: 'امتحان الشهر' }, overrides: [], count: 0 })
        : Response.json(adminExam(true)),
    ),
  );
}

const show = () =>
  renderRoute(
    '/admin/exam-results/windows/:id',
    <ExamWindowsList />,
    `/admin/exam-results/windows/${examId}`,
  );

const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('secondary');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the exam’s own-windows tab', () => {
  it('lists each student with their phones and what they were given', async () => {
    serve(true);
    show();
    const row = (await screen.findByText('ياسين مجدي')).closest('tr')!;
    expect(row).toHaveTextContent('01055501234');
    expect(row).toHaveTextContent('01198765432');
    expect(row).toHaveTextContent('25 دقيقة زيادة');
    expect(screen.getByTestId('add-exam-window')).toBeInTheDocument();
  });

  it('edits a student’s extra minutes in place, sending only them', async () => {
    serve(true);
    show();
    await screen.findByText('ياسين مجدي');
    fireEvent.click(screen.getByRole('button', { name: messages.common.edit }));
    const minutes = await screen.findByLabelText(examWindowsMessages.form.extraMinutes);
    // Typed on an Arabic keyboard.
    fireEvent.change(minutes, { target: { value: '٤٠' } });
    fireEvent.click(screen.getByRole('button', { name: examWindowsMessages.form.save }));
    await waitFor(() => {
      expect(sent('PUT')).toHaveLength(1);
    });
    const [url, init] = sent('PUT')[0]!;
    expect(String(url)).toContain(`/api/admin/exams/${examId}/overrides/${userId}`);
    expect(JSON.parse(String(init!.body))).toEqual({ extraMinutes: 40 });
  }, 40_000);

  it.each([
    ['nothing (٠)', '٠', { extraMinutes: 0 }],
    ['more than a day', '99999', { extraMinutes: 99999 }],
  ])(
    'keeps extra minutes of %s as typed, says why, and saves nothing',
    async (_, typed, body) => {
      serve(true);
      show();
      await screen.findByText('ياسين مجدي');
      fireEvent.click(screen.getByRole('button', { name: messages.common.edit }));
      const minutes = await screen.findByLabelText(examWindowsMessages.form.extraMinutes);
      fireEvent.change(minutes, { target: { value: typed } });
      fireEvent.blur(minutes);
      fireEvent.click(screen.getByRole('button', { name: examWindowsMessages.form.save }));
      const why = examOverrideBody.safeParse(body).error!.issues[0]!.message;
      expect(await screen.findByText(why)).toBeInTheDocument();
      expect(minutes).toHaveValue(toLatinDigits(typed));
      expect(sent('PUT')).toHaveLength(0);
    },
    40_000,
  );

  it('says a search found no one, not that the exam has no own windows', async () => {
    serveNone();
    renderRoute(
      '/admin/exam-results/windows/:id',
      <ExamWindowsList />,
      `/admin/exam-results/windows/${examId}?search=01099999999`,
    );
    expect(await screen.findByText(operationsMessages.ops.users.noResults)).toBeInTheDocument();
    expect(screen.queryByText(examWindowsMessages.empty)).not.toBeInTheDocument();
  });

  it('says so when no student has a window of their own', async () => {
    serveNone();
    show();
    expect(await screen.findByText(examWindowsMessages.empty)).toBeInTheDocument();
  });

  it('cuts a pasted page in the student picker to the longest search the API takes', async () => {
    serve(true);
    show();
    fireEvent.click(await screen.findByTestId('add-exam-window'));
    const dialog = await screen.findByTestId('exam-window-dialog');
    fireEvent.change(within(dialog).getByRole('combobox'), {
      target: { value: 'ياسين'.repeat(1000) },
    });
    await waitFor(() => {
      expect(requestedUrls().some((url) => url.pathname === '/api/admin/users')).toBe(true);
    });
    for (const url of requestedUrls().filter((each) => each.pathname === '/api/admin/users'))
      expect(url.searchParams.get('search')).toHaveLength(searchMaxLength);
  });

  it('shows a student who already submitted in the picker but does not let them be picked', async () => {
    const student = (id: string, name: string, phone: string) => ({
      _id: id,
      name,
      phone,
      fatherPhone: '01198765432',
      governorate: 'cairo' as const,
    });
    const done = student('33333333-3333-4333-8333-333333333333', 'مريم سمير', '01055500001');
    const waiting = student('44444444-4444-4444-8444-444444444444', 'مريم عادل', '01055500002');
    serveNone();
    const overridesAndExam = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/admin/users')
        return Promise.resolve(
          Response.json({
            users: [done, waiting].map((each) => ({ ...listedStudent, ...each })),
            count: 2,
          }),
        );
      if (url.pathname === `/api/admin/exam-results/${examId}`)
        return Promise.resolve(
          Response.json({
            exam: { _id: examId, title: 'امتحان الشهر' },
            results: [
              {
                _id: '55555555-5555-4555-8555-555555555555',
                exam: { _id: examId, title: 'امتحان الشهر' },
                user: done,
                student: done,
                score: 1,
                totalScore: 1,
                submittedAt: start,
              },
            ],
            count: 1,
          }),
        );
      return overridesAndExam(input, init);
    });
    show();
    fireEvent.click(await screen.findByTestId('add-exam-window'));
    const dialog = await screen.findByTestId('exam-window-dialog');
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'مريم' } });
    const submitted = await screen.findByTitle(
      `مريم سمير — 01055500001 (${examWindowsMessages.form.submitted})`,
    );
    expect(submitted).toHaveClass('ant-select-item-option-disabled');
    const other = screen.getByTitle('مريم عادل — 01055500002');
    expect(other).not.toHaveClass('ant-select-item-option-disabled');
    const asked = requestedUrls().find(
      (url) => url.pathname === `/api/admin/exam-results/${examId}`,
    );
    expect(asked?.searchParams.get('search')).toBe('مريم');
  }, 40_000);

  it('asks before taking a window away', async () => {
    serve(true);
    show();
    await screen.findByText('ياسين مجدي');
    fireEvent.click(screen.getByTestId('row-delete'));
    expect(sent('DELETE')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: messages.common.confirm }));
    await waitFor(() => {
      expect(sent('DELETE')).toHaveLength(1);
    });
  });

  it('explains that an untimed exam takes no own windows, and offers none', async () => {
    serve(false);
    show();
    expect(await screen.findByText(examWindowsMessages.untimed)).toBeInTheDocument();
    expect(screen.queryByTestId('add-exam-window')).not.toBeInTheDocument();
  });
});
