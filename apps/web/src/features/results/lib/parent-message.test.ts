import type { AdminResultItem } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { parentMessage, parentRows, parentWhatsappHref } from './parent-message';

const student = (id: string, fatherPhone = '01112345678') => ({
  _id: id,
  name: id === 's1' ? 'منى أحمد' : `طالب ${id}`,
  phone: '01012345678',
  fatherPhone,
  governorate: 'cairo' as const,
});
const result = (id: string, score: number, totalScore = 20, deleted = false): AdminResultItem => ({
  _id: id,
  exam: { _id: 'e1', title: 'Lektion 3' },
  user: deleted ? null : student(id.replace('r', 's')),
  student: deleted ? null : student(id.replace('r', 's')),
  score,
  totalScore,
  submittedAt: new Date(2026, 10, 24, 18, 30).getTime(),
});

describe('the parents list rows', () => {
  it('ranks by the standing rule, ties sharing a rank, out of the students who still exist', () => {
    const rows = parentRows([
      result('r1', 18),
      result('r2', 15),
      result('r3', 18),
      result('r4', 20, 20, true),
      result('r5', 7.5, 10),
    ]);
    expect(rows.map((row) => [row.result._id, row.rank, row.of])).toEqual([
      ['r1', 1, 4],
      ['r3', 1, 4],
      ['r2', 3, 4],
      ['r5', 3, 4],
    ]);
  });
});

describe("the parent's WhatsApp message", () => {
  const [row] = parentRows([result('r1', 17.5), result('r2', 12)]);
  if (!row) throw new Error('no row');
  const text = parentMessage('Lektion 3: Perfekt', row, 71.25);

  it('names the exam, the score, the class average, the rank and the day, in Egyptian Arabic', () => {
    expect(text).toBe(
      [
        'أهلاً يا فندم، دي نتيجة منى أحمد في امتحان «Lektion 3: Perfekt» يوم 24/11/2026:',
        'الدرجة: 17.5 من 20',
        'متوسط الفصل: 71.2%',
        'الترتيب: 1 من 2',
        'مع تحيات سبورة',
      ].join('\n'),
    );
  });

  it('opens the parent’s chat in the international form with the text encoded', () => {
    const href = parentWhatsappHref('0111 234 5678', text);
    expect(href.startsWith('https://wa.me/201112345678?text=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('text')).toBe(text);
    // Nothing that would cut the link short: spaces, new lines, &, #, % and ? are all escaped.
    const query = href.slice(href.indexOf('?text=') + 6);
    expect(query).not.toMatch(/[\s&#?]/);
    expect(query).toContain('%0A');
    expect(query).toContain('%25');
  });

  it('keeps Arabic-Indic digits and symbols whole through the encoding', () => {
    const arabic = 'الدرجة: ١٧ من ٢٠ & ترتيب #١';
    const url = new URL(parentWhatsappHref('01112345678', arabic));
    expect(url.searchParams.get('text')).toBe(arabic);
    expect(url.search).not.toContain('&');
  });
});
