import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { ResultsTable } from './results-table';

const student = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: '=Sara 100% علي',
  phone: '01051120001',
  fatherPhone: '01198765432',
  governorate: 'cairo' as const,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('main');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const result = (score: number, totalScore: number) => ({
  _id: '33333333-3333-4333-8333-333333333333',
  exam: { _id: '11111111-1111-4111-8111-111111111111', title: 'Monatstest' },
  user: student,
  student,
  score,
  totalScore,
  submittedAt: Date.UTC(2026, 10, 24, 10),
});

const renderTable = (results: ReturnType<typeof result>[]) =>
  renderRoute(
    '/',
    <ResultsTable
      show="student"
      results={results}
      count={results.length}
      loading={false}
      page={1}
      onPage={vi.fn()}
      empty=""
    />,
    '/',
  );

describe('ResultsTable', () => {
  // An outsider's walk: rounded to two decimals, a just-failing 0.4999 read "0.5 / 1".
  it('shows a score to the four decimals it is stored with, so none reads as the pass mark', () => {
    renderTable([result(0.4999, 1)]);
    expect(screen.getByText('0.4999 / 1')).toBeInTheDocument();
  });

  it('isolates a student’s name, so one starting with a sign or Latin letters reads as typed', () => {
    renderTable([result(5, 6.5)]);
    expect(screen.getByText(student.name).tagName).toBe('BDI');
  });
});
