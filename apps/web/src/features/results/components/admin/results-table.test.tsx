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

describe('ResultsTable', () => {
  it('isolates a student’s name, so one starting with a sign or Latin letters reads as typed', () => {
    renderRoute(
      '/',
      <ResultsTable
        show="student"
        results={[
          {
            _id: '33333333-3333-4333-8333-333333333333',
            exam: { _id: '11111111-1111-4111-8111-111111111111', title: 'Monatstest' },
            user: student,
            student,
            score: 5,
            totalScore: 6.5,
            submittedAt: Date.UTC(2026, 10, 24, 10),
          },
        ]}
        count={1}
        loading={false}
        page={1}
        onPage={vi.fn()}
        empty=""
      />,
      '/',
    );
    expect(screen.getByText(student.name).tagName).toBe('BDI');
  });
});
