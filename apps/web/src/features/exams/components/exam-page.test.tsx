import { QueryClientProvider } from '@tanstack/react-query';
import { answerEntriesOf } from '@sabora/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { examMessages } from '@/i18n/exam-messages';
import { createQueryClient } from '@/lib/query-client';
import { saveUser } from '@/lib/session';
import { formatCairoDateUnbroken } from '@/lib/format-date';
import { examStorageKey } from '../lib/exam-storage';
import { outboxKey } from '../lib/submit-outbox';
import { sweepWaitMs } from '../lib/use-late-grading';
import { ExamCountdown } from './exam-countdown';
import { ExamPage } from './exam-page';
import { studentSession } from '@/test/session-fixtures';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const examId = '11111111-1111-4111-8111-111111111111';
const q1 = '22222222-2222-4222-8222-222222222222';
const q2 = '33333333-3333-4333-8333-333333333333';

const student = { ...studentSession, level: 'sec-2' as const };

function openExam(overrides: Record<string, unknown> = {}, draft: Record<string, string[]> = {}) {
  return {
    exam: {
      _id: examId,
      title: 'Deutsch — Lektion 3',
      discription: '',
      isTimed: false,
      startTime: null,
      endTime: null,
      totalScore: 3,
      questionCount: 2,
      override: null,
      ...overrides,
    },
    questions: [
      {
        _id: q1,
        title: 'Wie heißt du?',
        options: ['Ich heiße Anna.', 'Du bist Anna.', 'Er heißt Anna.'],
        correctCount: 2,
        score: 2,
        imageUrl: null,
      },
      {
        _id: q2,
        title: 'Woher kommst du?',
        options: ['Aus Ägypten.', 'Nach Berlin.'],
        correctCount: 1,
        score: 1,
        imageUrl: null,
      },
    ],
    draft,
    serverTime: Date.now(),
  };
}

const resultDetail = {
  _id: 'r1',
  exam: { _id: examId, title: 'Deutsch — Lektion 3' },
  score: 2,
  totalScore: 3,
  submittedAt: 1_700_000_000_000,
  answers: [
    {
      _id: 'a1',
      question: { _id: q1, title: 'Wie heißt du?', options: ['A.', 'B.', 'C.'], imageUrl: null },
      selected: ['A.', 'C.'],
      correct: ['A.', 'B.'],
      score: 1,
      questionScore: 2,
      rating: 'semi-correct',
    },
    {
      _id: 'a2',
      question: null,
      selected: ['x'],
      correct: ['x'],
      score: 1,
      questionScore: 1,
      rating: 'correct',
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** Routes the mocked API: GET exam, PUT draft, POST submit, time-now. */
function serve(
  examPage: unknown,
  submit: unknown = { earlyResult: { submittedAt: 1, revealAt: 2 }, serverTime: 1 },
  solution: unknown = null,
  board: unknown = null,
) {
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url.endsWith('/shared/time-now')) return json(Date.now());
    if (url.endsWith('/honour-board')) {
      return board ? json(board) : json({ message: 'الامتحان ده مالوش لوحة شرف' }, 404);
    }
    if (url.endsWith('/draft')) return json({ savedAt: Date.now() });
    if (url.includes('/exam-solution/')) {
      return solution ? json(solution) : json({ message: 'حل الامتحان لسه متنزلش' }, 404);
    }
    if (init?.method === 'POST') return json(submit);
    return json(examPage);
  });
}

function renderExam() {
  const router = createMemoryRouter(
    [
      { path: '/exam/:id', element: <ExamPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [`/exam/${examId}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const option = (name: string) => screen.getByRole('checkbox', { name });

const scrollIntoView = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.warning).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('exam page states', () => {
  it('warns a visitor that exams are for students and goes back', async () => {
    const router = renderExam();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(toast.warning).toHaveBeenCalledWith(examMessages.exams.studentsOnly, expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      { earlyResult: { submittedAt: 1, revealAt: 2 }, serverTime: 1 },
      examMessages.exams.earlyResultTitle,
    ],
    [
      { earlyExam: { title: 'Prüfung', discription: 'Bald!', startTime: 2 }, serverTime: 1 },
      'Bald!',
    ],
    [{ lateExam: { title: 'Prüfung' }, serverTime: 1 }, examMessages.exams.lateExam],
  ])('shows the state the server answers', async (page, text) => {
    saveUser(student);
    serve(page);
    renderExam();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  // Issue 18: every student page names itself with one h1, the honour board one level below.
  it.each([
    ['an open exam', () => openExam(), ['H1 Deutsch — Lektion 3']],
    [
      'a result kept until the exam closes',
      () => ({ earlyResult: { submittedAt: 1, revealAt: 2 }, serverTime: 1 }),
      [`H1 ${examMessages.exams.earlyResultTitle}`],
    ],
    [
      'an exam not started yet',
      () => ({ earlyExam: { title: 'Prüfung', discription: '', startTime: 2 }, serverTime: 1 }),
      ['H1 Prüfung'],
    ],
    [
      'an exam closed before it was opened',
      () => ({ lateExam: { title: 'Prüfung' }, serverTime: 1 }),
      [`H1 ${examMessages.exams.lateExam}`],
    ],
    [
      'a result with its honour board',
      () => ({
        result: { ...resultDetail, examHas: { honourBoard: true, solution: false } },
        serverTime: 1,
      }),
      ['H1 Deutsch — Lektion 3', 'H2 لوحة الشرف'],
    ],
  ])('names %s with one h1', async (_state, page, headings) => {
    saveUser(student);
    const board = [{ rank: 1, name: 'منى س.', governorate: 'giza', score: 3, totalScore: 3 }];
    serve(page(), undefined, null, board);
    renderExam();
    await waitFor(() => {
      expect(
        screen
          .getAllByRole('heading')
          .map((heading) => `${heading.tagName} ${heading.textContent}`),
      ).toEqual(headings);
    });
  });

  it('rates each answer of a result and marks deleted questions', async () => {
    saveUser(student);
    serve({ result: resultDetail, serverTime: 1 });
    renderExam();
    const cards = await screen.findAllByTestId('answer-card');
    expect(cards.map((card) => card.dataset.rating)).toEqual(['semi-correct', 'correct']);
    expect(screen.getByTestId('result-score')).toHaveTextContent('2 / 3');
    expect(screen.getByText(examMessages.results.ratings['semi-correct'])).toBeInTheDocument();
    expect(screen.getByText(examMessages.results.deletedQuestion)).toBeInTheDocument();
  });

  it('asks for no solution and no board the exam does not have: a 404 is a console error', async () => {
    saveUser(student);
    const examHas = { honourBoard: false, solution: false };
    serve({ result: { ...resultDetail, examHas }, serverTime: 1 });
    renderExam();
    await screen.findAllByTestId('answer-card');
    expect(screen.queryByRole('link', { name: examMessages.results.solution })).toBeNull();
    expect(screen.queryByTestId('honour-board')).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      asked.filter((url) => url.includes('/exam-solution/') || url.endsWith('/honour-board')),
    ).toEqual([]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the student’s rank and the class average on their result', async () => {
    saveUser(student);
    const standing = { rank: 3, of: 41, averagePercent: 67.6923, provisional: false };
    serve({ result: { ...resultDetail, standing }, serverTime: 1 });
    renderExam();
    const line = await screen.findByTestId('result-standing');
    expect(line).toHaveTextContent(examMessages.results.standing(3, 41));
    expect(line).toHaveTextContent(examMessages.results.classAverage('\u206667.6%\u2069'));
    expect(screen.queryByTestId('standing-provisional')).toBeNull();
  });

  it('says the rank may still change while classmates sit a window of their own', async () => {
    saveUser(student);
    const standing = { rank: 1, of: 1, averagePercent: 100, provisional: true };
    serve({ result: { ...resultDetail, standing }, serverTime: 1 });
    renderExam();
    expect(await screen.findByTestId('standing-provisional')).toHaveTextContent(
      examMessages.results.provisional,
    );
  });

  it('shows the honour board as a table when the exam has one', async () => {
    saveUser(student);
    const board = [
      { rank: 1, name: 'أحمد ع.', governorate: 'cairo', score: 3, totalScore: 3 },
      { rank: 1, name: 'منى س.', governorate: 'giza', score: 3, totalScore: 3 },
      { rank: 3, name: 'يوسف', governorate: 'alexandria', score: 2.5, totalScore: 3 },
    ];
    const examHas = { honourBoard: true, solution: false };
    serve({ result: { ...resultDetail, examHas }, serverTime: 1 }, undefined, null, board);
    renderExam();
    const table = await screen.findByRole('table', { name: 'لوحة الشرف' });
    const rows = within(table).getAllByTestId('honour-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('أحمد ع.'),
      expect.stringContaining('منى س.'),
      expect.stringContaining('يوسف'),
    ]);
    expect(within(table).getByRole('rowheader', { name: 'يوسف' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['الترتيب', 'الاسم', 'المحافظة', 'الدرجة']);
  });

  it('shows no board, and no error, when the exam has one that is not there yet', async () => {
    saveUser(student);
    const examHas = { honourBoard: true, solution: false };
    serve({ result: { ...resultDetail, examHas }, serverTime: 1 });
    renderExam();
    await screen.findAllByTestId('answer-card');
    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/honour-board'))).toBe(
        true,
      );
    });
    expect(screen.queryByTestId('honour-board')).toBeNull();
    expect(screen.queryByTestId('result-standing')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('links the solution when the student may watch it', async () => {
    saveUser(student);
    const solution = {
      exam: { _id: examId, title: 'Deutsch — Lektion 3' },
      video: { url: 'https://youtu.be/loesung', imageUrl: null },
    };
    const examHas = { honourBoard: false, solution: true };
    serve({ result: { ...resultDetail, examHas }, serverTime: 1 }, undefined, solution);
    renderExam();
    const link = await screen.findByRole('link', { name: examMessages.results.solution });
    expect(link).toHaveAttribute('href', `/exam-solution/${examId}`);
  });

  it('says when a hidden result shows, in Cairo time, and fetches it by itself then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveUser(student);
    const now = Date.now();
    // The server's clock is 30 s ahead of the phone's: the result shows on the server's.
    const revealAt = now + 30_000 + 10_000;
    let served: unknown = { earlyResult: { submittedAt: now, revealAt }, serverTime: now + 30_000 };
    fetchMock.mockImplementation((input) => {
      if (String(input).includes('/exam-solution/')) return json({ message: 'x' }, 404);
      return json(served);
    });
    renderExam();
    expect((await screen.findByTestId('reveal-at')).textContent).toBe(
      examMessages.exams.revealAt(formatCairoDateUnbroken(revealAt)),
    );
    const pageCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/user/exams/${examId}`)).length;
    expect(pageCalls()).toBe(1);
    served = { result: resultDetail, serverTime: revealAt + 1 };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(pageCalls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(await screen.findByTestId('result-detail')).toBeInTheDocument();
    expect(pageCalls()).toBe(2);
  });

  it('opens an exam that had not started by itself at its start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveUser(student);
    const startTime = Date.now() + 5_000;
    let served: unknown = {
      earlyExam: { title: 'Prüfung', discription: '', startTime },
      serverTime: Date.now(),
    };
    fetchMock.mockImplementation((input) => {
      if (String(input).endsWith('/shared/time-now')) return json(Date.now());
      return json(served);
    });
    renderExam();
    expect(await screen.findByTestId('early-exam')).toBeInTheDocument();
    served = openExam();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    expect(await screen.findByTestId('exam-taking')).toBeInTheDocument();
  });

  it('says when an exam that has not started starts', async () => {
    saveUser(student);
    const startTime = Date.UTC(2026, 10, 30, 19, 0);
    serve({ earlyExam: { title: 'Prüfung', discription: '', startTime }, serverTime: 1 });
    renderExam();
    // The date keeps to one line: no-break spaces, which toHaveTextContent would fold.
    expect((await screen.findByTestId('exam-starts')).textContent).toContain(
      examMessages.exams.startsOn('30/11/2026\u00a0-\u2060\u00a009:00\u00a0م'),
    );
  });
});

describe('taking an exam', () => {
  it('toggles options with the contract rule and keeps them on the phone', async () => {
    saveUser(student);
    serve(openExam());
    renderExam();
    expect(await screen.findByText('Wie heißt du?')).toBeInTheDocument();
    expect(screen.getByText(examMessages.exams.choose(2))).toBeInTheDocument();

    fireEvent.click(option('Ich heiße Anna.'));
    fireEvent.click(option('Du bist Anna.'));
    // A third choice replaces the first once two are chosen.
    fireEvent.click(option('Er heißt Anna.'));
    expect(option('Ich heiße Anna.')).toHaveAttribute('aria-checked', 'false');
    expect(option('Du bist Anna.')).toHaveAttribute('aria-checked', 'true');
    expect(option('Er heißt Anna.')).toHaveAttribute('aria-checked', 'true');
    // Tapping a chosen option again clears it.
    fireEvent.click(option('Du bist Anna.'));
    expect(option('Du bist Anna.')).toHaveAttribute('aria-checked', 'false');

    const stored = JSON.parse(localStorage.getItem(examStorageKey(examId)) ?? '{}') as {
      selections: Record<string, string[]>;
    };
    expect(stored.selections[q1]).toEqual(['Er heißt Anna.']);
  });

  it('restores the choices after a reload', async () => {
    saveUser(student);
    localStorage.setItem(
      examStorageKey(examId),
      JSON.stringify({ selections: { [q2]: ['Aus Ägypten.'] }, updatedAt: 1, synced: false }),
    );
    serve(openExam({}, { [q2]: ['Nach Berlin.'] }));
    renderExam();
    expect(await screen.findByText('Woher kommst du?')).toBeInTheDocument();
    expect(option('Aus Ägypten.')).toHaveAttribute('aria-checked', 'true');
    expect(option('Nach Berlin.')).toHaveAttribute('aria-checked', 'false');
  });

  it('saves a server draft after a pause', async () => {
    saveUser(student);
    serve(openExam());
    renderExam();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Aus Ägypten.' }));
    await waitFor(
      () => {
        expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/draft'))).toBe(true);
      },
      { timeout: 4000 },
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/draft'));
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual([
      { question: q2, exam: examId, selected: 'Aus Ägypten.' },
    ]);
    expect(await screen.findByText(examMessages.exams.saved, { exact: false })).toBeInTheDocument();
  });

  it('refuses a manual submit with unanswered questions', async () => {
    saveUser(student);
    serve(openExam());
    renderExam();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Aus Ägypten.' }));
    fireEvent.click(screen.getByTestId('exam-submit'));
    expect(toast.error).toHaveBeenCalledWith(examMessages.exams.unanswered, expect.anything());
    expect(screen.getAllByTestId('question-card')[0]).toHaveClass('question-card--missing');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('auto-submits without the completeness check when the server clock reaches the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveUser(student);
    serve(openExam({ isTimed: true, startTime: Date.now() - 60_000, endTime: Date.now() + 3000 }));
    renderExam();
    expect(await screen.findByTestId('exam-countdown')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
    });
    expect(await screen.findByTestId('early-result')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(examMessages.exams.timeOver, expect.anything());
    expect(localStorage.getItem(examStorageKey(examId))).toBeNull();
  });
});

describe('a submit that does not reach the server', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const unavailable = () => json({ message: 'الخدمة مش متاحة دلوقتي' }, 503);

  it.each([
    ['the connection drops', offline],
    ['the server is unavailable (503)', unavailable],
  ])(
    'is sent again by itself when %s, with the answers kept on the phone meanwhile',
    async (_case, failure) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      saveUser(student);
      const posts: unknown[] = [];
      let reachable = false;
      fetchMock.mockImplementation((input, init) => {
        const url = String(input);
        if (url.endsWith('/draft')) return json({ savedAt: Date.now() });
        if (url.includes('/exam-solution/')) return json({ message: 'x' }, 404);
        if (init?.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          if (!reachable) return failure();
          const revealAt = Date.now() + 3_600_000;
          return json({
            earlyResult: { submittedAt: Date.now(), revealAt },
            serverTime: Date.now(),
          });
        }
        return json(openExam());
      });
      renderExam();
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Ich heiße Anna.' }));
      fireEvent.click(option('Du bist Anna.'));
      fireEvent.click(option('Aus Ägypten.'));
      fireEvent.click(screen.getByTestId('exam-submit'));
      fireEvent.click(await screen.findByRole('button', { name: messages.common.confirm }));

      expect(await screen.findByTestId('submit-failed')).toHaveTextContent(
        examMessages.exams.submitFailed,
      );
      expect(posts).toHaveLength(1);
      const kept = JSON.parse(localStorage.getItem(examStorageKey(examId)) ?? 'null') as {
        selections: Record<string, string[]>;
      };
      expect(kept.selections).toEqual({
        [q1]: ['Ich heiße Anna.', 'Du bist Anna.'],
        [q2]: ['Aus Ägypten.'],
      });

      reachable = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(4_000);
      });
      expect(posts).toHaveLength(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(await screen.findByTestId('early-result')).toBeInTheDocument();
      expect(posts).toEqual([posts[0], posts[0]]);
      expect(localStorage.getItem(examStorageKey(examId))).toBeNull();
      expect(toast.success).toHaveBeenCalledWith(examMessages.exams.submitted, expect.anything());
    },
  );

  it('is sent at once when the phone is back online, and the retry button sends once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveUser(student);
    let posts = 0;
    let reachable = false;
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.endsWith('/draft')) return json({ savedAt: Date.now() });
      if (url.includes('/exam-solution/')) return json({ message: 'x' }, 404);
      if (init?.method === 'POST') {
        posts += 1;
        if (!reachable) return offline();
        const revealAt = Date.now() + 3_600_000;
        return json({ earlyResult: { submittedAt: Date.now(), revealAt }, serverTime: Date.now() });
      }
      return json(
        openExam({}, { [q1]: ['Ich heiße Anna.', 'Er heißt Anna.'], [q2]: ['Aus Ägypten.'] }),
      );
    });
    renderExam();
    fireEvent.click(await screen.findByTestId('exam-submit'));
    fireEvent.click(await screen.findByRole('button', { name: messages.common.confirm }));
    const retry = await screen.findByRole('button', { name: examMessages.exams.retryNow });
    fireEvent.click(retry);
    fireEvent.click(retry);
    await waitFor(() => {
      expect(posts).toBe(2);
    });
    await screen.findByRole('button', { name: examMessages.exams.retryNow });
    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('early-result')).toBeInTheDocument();
    expect(posts).toBe(3);
  });
});

describe('a submit made offline', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  it('survives a reload: it goes again as made, waiting calmly, and is stored once', async () => {
    saveUser(student);
    const posts: unknown[] = [];
    let reachable = false;
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.endsWith('/draft')) return reachable ? json({ savedAt: Date.now() }) : offline();
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        if (!reachable) return offline();
        return json({ earlyResult: { submittedAt: 1, revealAt: 2 }, serverTime: 1 });
      }
      return json(openExam({}, { [q1]: ['Ich heiße Anna.', 'Er heißt Anna.'] }));
    });
    renderExam();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Aus Ägypten.' }));
    fireEvent.click(screen.getByTestId('exam-submit'));
    fireEvent.click(await screen.findByRole('button', { name: messages.common.confirm }));
    await screen.findByTestId('submit-failed');
    cleanup();

    // The reload: the server still has only the old draft, the phone has the submit.
    renderExam();
    expect(await screen.findByTestId('submit-failed')).toHaveTextContent(
      examMessages.exams.submitFailed,
    );
    expect(screen.getByRole('checkbox', { name: 'Aus Ägypten.' })).toBeChecked();
    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('early-result')).toBeInTheDocument();
    const sent = {
      [q1]: ['Ich heiße Anna.', 'Er heißt Anna.'],
      [q2]: ['Aus Ägypten.'],
    };
    expect(posts.at(-1)).toEqual(answerEntriesOf(examId, sent));
    expect(localStorage.getItem(outboxKey(examId))).toBeNull();
  });

  it('says honestly which answers did not arrive when the exam closed first', async () => {
    saveUser(student);
    const closed = Date.now() - 1_000;
    // The sweeper graded the draft that reached the server: q2 never did.
    const swept = {
      ...resultDetail,
      answers: [
        {
          _id: 'a1',
          question: {
            _id: q1,
            title: 'Wie heißt du?',
            options: ['A.', 'B.', 'C.'],
            imageUrl: null,
          },
          selected: ['Ich heiße Anna.', 'Er heißt Anna.'],
          correct: ['Ich heiße Anna.', 'Er heißt Anna.'],
          score: 2,
          questionScore: 2,
          rating: 'correct',
        },
      ],
    };
    localStorage.setItem(
      outboxKey(examId),
      JSON.stringify({
        examId,
        selections: { [q1]: ['Ich heiße Anna.', 'Er heißt Anna.'], [q2]: ['Aus Ägypten.'] },
        deviceTime: closed,
        serverTime: closed,
        auto: true,
      }),
    );
    serve(openExam({ isTimed: true, startTime: closed - 60_000, endTime: closed }), {
      result: swept,
      serverTime: Date.now(),
    });
    renderExam();
    expect(await screen.findByTestId('not-arrived')).toHaveTextContent(
      examMessages.exams.notArrived(1, 2),
    );
    // No "submitted" success over a result that lacks answers.
    expect(toast.success).not.toHaveBeenCalled();
    expect(localStorage.getItem(outboxKey(examId))).toBeNull();
  });
});

describe('a deadline submit that arrives before the sweeper', () => {
  it('waits for the swept result, then says what did not arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveUser(student);
    localStorage.setItem(
      outboxKey(examId),
      JSON.stringify({
        examId,
        selections: { [q1]: ['A.', 'C.'], [q2]: ['Aus Ägypten.'] },
        deviceTime: 1,
        serverTime: 1,
        auto: true,
      }),
    );
    let swept = false;
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/honour-board') || url.includes('/exam-solution/')) {
        return json({ message: 'x' }, 404);
      }
      return swept
        ? json({ result: resultDetail, serverTime: Date.now() })
        : json({ lateExam: { title: 'Deutsch — Lektion 3' }, serverTime: Date.now() });
    });
    renderExam();
    expect(await screen.findByTestId('late-exam')).toBeInTheDocument();
    swept = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(sweepWaitMs);
    });
    // The sweeper kept q1 as chosen; q2 never reached the server.
    expect(await screen.findByTestId('not-arrived')).toHaveTextContent(
      examMessages.exams.notArrived(1, 2),
    );
    expect(localStorage.getItem(outboxKey(examId))).toBeNull();
  });
});

describe('progress and saving', () => {
  it('counts a question as answered only with as many picks as it has correct options', async () => {
    saveUser(student);
    serve(openExam());
    renderExam();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ich heiße Anna.' }));
    expect(screen.getByText(examMessages.exams.answered(0, 2))).toBeInTheDocument();
    fireEvent.click(option('Du bist Anna.'));
    expect(screen.getByText(examMessages.exams.answered(1, 2))).toBeInTheDocument();
  });

  it('sends what waited on the phone as soon as the connection is back', async () => {
    saveUser(student);
    // Chosen offline before a reload: the phone's copy never reached the server.
    localStorage.setItem(
      examStorageKey(examId),
      JSON.stringify({ selections: { [q2]: ['Aus Ägypten.'] }, updatedAt: 1, synced: false }),
    );
    let online = false;
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/draft')) {
        return online ? json({ savedAt: Date.now() }) : Promise.reject(new TypeError('offline'));
      }
      if (url.endsWith('/shared/time-now')) return json(Date.now());
      return json(openExam());
    });
    renderExam();
    expect(await screen.findByTestId('save-status')).toHaveTextContent(
      examMessages.exams.savedLocally,
    );
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => {
      expect(screen.getByTestId('save-status')).toHaveTextContent(examMessages.exams.saved);
    });
  });
});

describe('the notice that answers wait on the phone', () => {
  const unsentOnPhone = () =>
    localStorage.setItem(
      examStorageKey(examId),
      JSON.stringify({ selections: { [q2]: ['Aus Ägypten.'] }, updatedAt: 1, synced: false }),
    );

  it('blames the server, not the internet, when a save fails with the connection up', async () => {
    saveUser(student);
    unsentOnPhone();
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/draft')) return json({ message: 'حصل خطأ' }, 503);
      if (url.endsWith('/shared/time-now')) return json(Date.now());
      return json(openExam());
    });
    renderExam();
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      examMessages.exams.serverAwaySafe,
    );
  });

  it('says the internet is off when the phone is offline', async () => {
    saveUser(student);
    unsentOnPhone();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    serve(openExam());
    renderExam();
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      examMessages.exams.offlineSafe,
    );
  });
});

describe('countdown', () => {
  it('uses the server offset, not the phone clock', () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    const now = Date.now();
    // The phone thinks 10 s are left, but the server is 20 s ahead: time is over.
    render(<ExamCountdown endTime={now + 10_000} offset={20_000} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    render(<ExamCountdown endTime={now + 70_000} offset={5_000} onExpire={later} />);
    expect(screen.getAllByTestId('exam-countdown')[1]).toHaveTextContent('01:05');
    act(() => {
      vi.advanceTimersByTime(66_000);
    });
    expect(later).toHaveBeenCalledTimes(1);
  });
});
