import type { AdminResultItem, ExamStats } from '@sabora/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parentResultsMessages } from '@/i18n/parent-results-messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { parentsSentKey } from '../../lib/parents-sent';
import { ParentsWhatsappList } from './parents-whatsapp-list';

const person = (id: string, fatherPhone: string) => ({
  _id: id,
  name: `طالب ${id}`,
  phone: '01012345678',
  fatherPhone,
  governorate: 'giza' as const,
});
const result = (id: string, score: number, fatherPhone = '01112345678'): AdminResultItem => ({
  _id: id,
  exam: { _id: 'e1', title: 'Quiz' },
  user: person(id, fatherPhone),
  student: person(id, fatherPhone),
  score,
  totalScore: 10,
  submittedAt: 1_764_000_000_000,
});
const results = [result('a', 9), result('b', 7, ''), result('c', 7), result('d', 4)];
const stats = {
  exam: { _id: 'e1', title: 'Quiz' },
  count: 4,
  averagePercent: 67.5,
} as Partial<ExamStats>;

beforeEach(() => {
  // jsdom does not scroll.
  Element.prototype.scrollIntoView = vi.fn();
  signInAdmin('main');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.includes('/stats')) {
      // The list reads only the mean; the rest of the statistics as the schema wants them.
      return Promise.resolve(
        Response.json({
          ...stats,
          average: 6.75,
          median: 7,
          max: 9,
          medianPercent: 70,
          maxPercent: 90,
          totalScore: 10,
          totalScores: [10],
          examTotalScore: 10,
          sd: 1.8,
          reliability: null,
          distribution: [],
          questions: [],
        }),
      );
    }
    return Promise.resolve(
      Response.json({ exam: { _id: 'e1', title: 'Quiz' }, results, count: results.length }),
    );
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const show = () => renderRoute('/x/:id', <ParentsWhatsappList examId="e1" />, '/x/e1');

describe("the parents' WhatsApp list", () => {
  it('lists every result with rank, the class mean, and a wa.me link carrying the message', async () => {
    show();
    const rows = await screen.findAllByTestId('parents-row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(parentResultsMessages.rank('2', '4'));
    expect(rows[2]).toHaveTextContent(parentResultsMessages.rank('2', '4'));
    expect(rows[0]).toHaveTextContent('67.5%');
    const link = within(rows[0] as HTMLElement).getByRole('link', {
      name: parentResultsMessages.sendTo('طالب a'),
    });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/201112345678');
    expect(url.searchParams.get('text')).toContain('الترتيب: 1 من 4');
    expect(url.searchParams.get('text')).toContain('متوسط الفصل: 67.5%');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers no link for a student without a parent phone', async () => {
    show();
    const rows = await screen.findAllByTestId('parents-row');
    const noPhone = rows.find((row) => row.textContent.includes(parentResultsMessages.noPhone));
    expect(noPhone).toBeDefined();
    expect(within(noPhone as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('parents-progress')).toHaveTextContent('اتبعت 0 من 3');
  });

  it('marks a row sent when its link is clicked and remembers it after a reload', async () => {
    const first = show();
    const [link] = await screen.findAllByTestId('parents-send');
    fireEvent.click(link as HTMLElement);
    expect(screen.getAllByTestId('parents-row')[0]).toHaveAttribute('data-sent', 'true');
    expect(screen.getByTestId('parents-progress')).toHaveTextContent('اتبعت 1 من 3');
    expect(JSON.parse(localStorage.getItem(parentsSentKey('e1')) ?? '[]')).toEqual(['a']);
    first.dispose();
    document.body.innerHTML = '';

    show();
    const rows = await screen.findAllByTestId('parents-row');
    expect(rows[0]).toHaveAttribute('data-sent', 'true');
    expect(rows[1]).not.toHaveAttribute('data-sent');
  });

  it('"التالي" moves to the next row not sent', async () => {
    localStorage.setItem(parentsSentKey('e1'), JSON.stringify(['a']));
    show();
    fireEvent.click(await screen.findByTestId('parents-next'));
    const rows = screen.getAllByTestId('parents-row');
    // b has no parent phone: the next to send is c.
    expect(document.activeElement).toBe(within(rows[2] as HTMLElement).getByTestId('parents-send'));
  });

  it('says everyone was sent when no row is left', async () => {
    localStorage.setItem(parentsSentKey('e1'), JSON.stringify(['a', 'c', 'd']));
    show();
    expect(await screen.findByText(parentResultsMessages.allSent)).toBeInTheDocument();
    expect(screen.queryByTestId('parents-next')).toBeNull();
  });
});
