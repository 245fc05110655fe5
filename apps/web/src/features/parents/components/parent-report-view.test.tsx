import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParentReport } from '@sabora/contract';
import { reportText } from './parent-whatsapp-report';
import { ParentReportView } from './parent-report-view';

const at = Date.UTC(2026, 10, 20, 10, 0);

const report: ParentReport = {
  student: { name: 'سلمى عادل', level: 'sec-2', governorate: 'cairo' },
  generatedAt: at,
  courses: [{ course: { _id: 'c1', title: 'Das Perfekt' }, from: at - 86_400_000, until: null }],
  month: {
    from: Date.UTC(2026, 9, 31, 22, 0),
    watchedSeconds: 1500,
    videos: [
      {
        video: { _id: 'v1', title: 'Lektion 1' },
        watchedSeconds: 1500,
        coverage: 0.5,
        watched: false,
        lastWatchedAt: at,
      },
    ],
  },
  exams: [
    {
      revealed: false,
      exam: { _id: 'e3', title: 'Test 3' },
      submittedAt: at,
      revealAt: Date.UTC(2026, 10, 20, 12, 30),
    },
    {
      revealed: true,
      exam: { _id: 'e1', title: 'Test 1' },
      submittedAt: at,
      score: 8,
      totalScore: 10,
      averagePercent: 67.69,
      rank: 3,
      of: 40,
    },
  ],
  missed: [{ exam: { _id: 'e2', title: 'Test 2' }, endTime: at }],
  payments: [
    { _id: 'p1', kind: 'code', amount: 12_550, note: '', createdAt: at },
    { _id: 'p2', kind: 'bill', method: 'vodafone-cash', amount: 30_000, note: '', createdAt: at },
  ],
};

describe('the parent report', () => {
  it('shows courses, watching, exams with average and rank, missed exams and payments', () => {
    render(<ParentReportView report={report} />);
    expect(screen.getByRole('heading', { name: 'سلمى عادل' })).toBeDefined();
    expect(screen.getByText('اتفرج 25 دقيقة من أول الشهر')).toBeDefined();
    const exams = within(screen.getByTestId('parent-exams'));
    expect(exams.getByText('3 من 40')).toBeDefined();
    // Cut to one decimal as every percent is shown, not rounded to 68.
    expect(exams.getByText('67.6%')).toBeDefined();
    expect(exams.getByText('8 / 10')).toBeDefined();
    expect(screen.getByText('Test 2')).toBeDefined();
    expect(screen.getByText('125.50 جنيه')).toBeDefined();
  });

  it('lists a submitted exam whose result is not out yet, with when it shows and no score', () => {
    render(<ParentReportView report={report} />);
    const row = screen.getByText('Test 3').closest('tr')!;
    expect(row.textContent).toContain('سلّم الامتحان، النتيجة هتظهر 20/11/2026 - 02:30 م');
    expect(row.textContent).not.toMatch(/\/ 10|من 40/);
    expect(screen.queryByText('مفيش امتحانات اتحلت لحد دلوقتي')).toBeNull();
  });

  it('names a bill by how it was paid, as the bills screens do', () => {
    render(<ParentReportView report={report} />);
    expect(screen.getByText('300 جنيه').nextElementSibling?.textContent).toMatch(/^فودافون كاش ·/);
    expect(screen.getByText('125.50 جنيه').nextElementSibling?.textContent).toMatch(/^شحن بكود ·/);
  });

  it('makes the WhatsApp summary with the last exams, missed ones and the link', () => {
    const text = reportText(report, 'https://sabora.example/parent#abc');
    expect(text).toContain('سلمى عادل');
    expect(text).toContain('المشاهدة من أول الشهر: 25 دقيقة');
    expect(text).toContain('- Test 1: 8 / 10، متوسط الفصل 67.6%، الترتيب 3 من 40');
    expect(text).toContain('- Test 3: سلّم الامتحان، النتيجة هتظهر 20/11/2026 - 02:30 م');
    expect(text).toContain('امتحانات مادخلهاش:\n- Test 2');
    expect(text).toContain('https://sabora.example/parent#abc');
  });
});
