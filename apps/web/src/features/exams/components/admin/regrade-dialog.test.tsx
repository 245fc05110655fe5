import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegradeResponse } from '@sabora/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { RegradeDialog } from './regrade-dialog';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: toastSuccess }),
}));

const examId = '3f1d3c52-8f0a-4a44-9e0b-2f7b1d7c0a11';
const student = {
  _id: 'u1',
  name: 'نور الهدى سامي',
  phone: '01012347001',
  fatherPhone: '01198765432',
  governorate: 'cairo' as const,
};
const preview: RegradeResponse = {
  count: 1,
  checked: 2,
  applied: false,
  changed: [
    {
      result: 'r1',
      user: student,
      before: { score: 1, totalScore: 3 },
      after: { score: 3, totalScore: 3 },
    },
  ],
};

const bodies: unknown[] = [];
beforeEach(() => {
  bodies.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((_input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { dryRun?: boolean };
    bodies.push(body);
    return Promise.resolve(
      Response.json(body.dryRun === false ? { ...preview, applied: true } : preview),
    );
  });
  signInAdmin('main');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the regrade dialog', () => {
  it('shows the dry run, writes only on confirm, and says how many changed', async () => {
    const onClose = vi.fn();
    renderRoute(
      '/admin/exam-results/x',
      <RegradeDialog examId={examId} open onClose={onClose} />,
      '/admin/exam-results/x',
    );
    const table = await screen.findByTestId('regrade-table');
    expect(within(table).getByText(student.name)).toBeInTheDocument();
    expect(within(table).getByText('1 / 3')).toBeInTheDocument();
    expect(within(table).getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByTestId('regrade-summary')).toHaveTextContent(
      'راجعنا نتيجتين، والدرجة هتتغير في نتيجة واحدة منهم',
    );
    expect(bodies).toEqual([{ dryRun: true }]);

    expect(screen.getByTestId('regrade-confirm')).toHaveTextContent('صحّح نتيجة واحدة');
    await userEvent.click(screen.getByTestId('regrade-confirm'));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(bodies).toEqual([{ dryRun: true }, { dryRun: false }]);
    expect(toastSuccess).toHaveBeenCalledWith('اتصححت نتيجة واحدة');
  });

  it('says so when nothing would change, and offers no confirm', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json({ count: 0, checked: 4, applied: false, changed: [] })),
    );
    renderRoute(
      '/admin/exam-results/x',
      <RegradeDialog examId={examId} open onClose={vi.fn()} />,
      '/admin/exam-results/x',
    );
    expect(await screen.findByTestId('regrade-nothing')).toHaveTextContent('راجعنا 4 نتايج');
    expect(screen.queryByTestId('regrade-confirm')).not.toBeInTheDocument();
  });
});
