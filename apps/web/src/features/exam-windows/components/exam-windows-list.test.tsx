import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examWindowsMessages } from '@/i18n/exam-windows-messages';
import { messages } from '@/i18n/messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { ExamWindowsList } from './exam-windows-list';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: vi.fn() }),
}));

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
    expect(row).toHaveTextContent(examWindowsMessages.extra('25'));
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
