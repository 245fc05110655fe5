import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
  type QuestionFixture,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { storeResults } from '../../../test/support/result-fixtures';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
});
afterAll(() => ctx.close());

interface OptionStats {
  option: string;
  picks: number;
  share: number;
  isCorrect: boolean;
  misleading: boolean;
}
interface QuestionStats {
  _id: string;
  answered: number;
  facility: number | null;
  discrimination: number | null;
  options: OptionStats[];
}
interface Stats {
  count: number;
  sd: number | null;
  reliability: number | null;
  questions: QuestionStats[];
}

const statsOf = async (exam: InsertedExam) => {
  const response = await calls.send('GET', `/admin/exam-results/${exam.row.id}/stats`, admin);
  expect(response.statusCode).toBe(200);
  return response.json<Stats>();
};
const single = (title: string, score = 1): QuestionFixture => ({
  title,
  options: ['A', 'B', 'C', 'D'],
  correct: ['A'],
  score,
});
const optionOf = (question: QuestionStats, option: string) =>
  question.options.find((entry) => entry.option === option)!;

describe('item analysis of right-or-wrong questions (KR-20)', () => {
  // Four questions of one mark each, A right; five students:
  //        Q1 Q2 Q3 Q4  total  percent
  //   S1   A  A  A  A     4     100
  //   S2   A  A  A  B     3      75
  //   S3   A  A  C  B     2      50
  //   S4   A  D  A  C     2      50
  //   S5   B  C  D  A     1      25
  // Totals: mean 2.4, deviations 1.6, .6, −.4, −.4, −1.4; Σd² = 5.2, so the
  // sample variance is 5.2 ÷ 4 = 1.3 and sd = √1.3 = 1.140175.
  let exam: InsertedExam;
  let stats: Stats;
  beforeAll(async () => {
    exam = await insertExamWithQuestions(ctx, {
      questions: [single('Q1'), single('Q2'), single('Q3'), single('Q4')],
    });
    await storeResults(ctx, exam, [
      [['A'], ['A'], ['A'], ['A']],
      [['A'], ['A'], ['A'], ['B']],
      [['A'], ['A'], ['C'], ['B']],
      [['A'], ['D'], ['A'], ['C']],
      [['B'], ['C'], ['D'], ['A']],
    ]);
    stats = await statsOf(exam);
  });

  it('gives the standard deviation of the scores', () => {
    expect(stats.sd).toBeCloseTo(1.140175, 3);
  });

  it('gives each question its facility: the share who got it right', () => {
    // Q1 4 of 5, Q2 3 of 5, Q3 3 of 5, Q4 2 of 5.
    expect(stats.questions.map((question) => question.facility)).toEqual([0.8, 0.6, 0.6, 0.4]);
    expect(stats.questions.every((question) => question.answered === 5)).toBe(true);
  });

  it('gives each question its point-biserial discrimination', () => {
    // r = Σ(x−x̄)(y−ȳ) ÷ √(Σ(x−x̄)²·Σ(y−ȳ)²); the percent is the total × 25,
    // and a correlation does not change under scaling, so y = the total.
    // Q1: x = 1,1,1,1,0, x̄ = .8: Σxy-dev = .2·(1.6+.6−.4−.4) + (−.8)(−1.4)
    //     = .28 + 1.12 = 1.4; Σx-dev² = .8; r = 1.4 ÷ √(.8·5.2) = 0.686406.
    // Q2: x = 1,1,1,0,0, x̄ = .6: .4·(1.6+.6−.4) + (−.6)(−.4−1.4) = .72 + 1.08
    //     = 1.8; Σx-dev² = 1.2; r = 1.8 ÷ √(1.2·5.2) = 0.720577.
    // Q3: x = 1,1,0,1,0: the same sums as Q2, r = 0.720577.
    // Q4: x = 1,0,0,0,1, x̄ = .4: .6·1.6 + (−.4)(.6−.4−.4) + .6·(−1.4) = .96
    //     + .08 − .84 = .2; r = .2 ÷ √(1.2·5.2) = 0.080064.
    const [q1, q2, q3, q4] = stats.questions;
    expect(q1!.discrimination).toBeCloseTo(0.686406, 3);
    expect(q2!.discrimination).toBeCloseTo(0.720577, 3);
    expect(q3!.discrimination).toBeCloseTo(0.720577, 3);
    expect(q4!.discrimination).toBeCloseTo(0.080064, 3);
  });

  it('gives KR-20 as the reliability', () => {
    // p = .8, .6, .6, .4; Σpq = .16 + .24 + .24 + .24 = .88; the population
    // variance of the totals is 5.2 ÷ 5 = 1.04.
    // KR-20 = 4/3 · (1 − .88 ÷ 1.04) = 4/3 · .153846 = 0.205128.
    expect(stats.reliability).toBeCloseTo(0.205128, 3);
  });

  it('gives each option its share of the students given the question', () => {
    // Q4: A by S1 and S5, B by S2 and S3, C by S4, D by nobody.
    expect(
      stats.questions[3]!.options.map(({ option, picks, share }) => [option, picks, share]),
    ).toEqual([
      ['A', 2, 0.4],
      ['B', 2, 0.4],
      ['C', 1, 0.2],
      ['D', 0, 0],
    ]);
    // The strongest (S1) picked no wrong option: nothing misleads.
    expect(
      stats.questions.flatMap((question) => question.options).some((option) => option.misleading),
    ).toBe(false);
  });
});

describe('item analysis with partial marks (Cronbach’s alpha)', () => {
  // Q1 and Q3 one mark (A right); Q2 two marks, A and B right, one mark each.
  //        Q1  Q2     Q3   marks     total
  //   S1   A   A+C    A    1, 1, 1     3
  //   S2   B   B      A    0, 1, 1     2
  //   S3   C   D      A    0, 0, 1     1
  //   S4   B   —      A    0, 0, 1     1
  //   S5   D   D      B    0, 0, 0     0
  // Totals: mean 1.4, deviations 1.6, .6, −.4, −.4, −1.4; Σd² = 5.2; variance 1.3.
  let exam: InsertedExam;
  let stats: Stats;
  beforeAll(async () => {
    exam = await insertExamWithQuestions(ctx, {
      questions: [
        single('P1'),
        { title: 'P2', options: ['A', 'B', 'C', 'D'], correct: ['A', 'B'], score: 2 },
        single('P3'),
      ],
    });
    await storeResults(ctx, exam, [
      [['A'], ['A', 'C'], ['A']],
      [['B'], ['B'], ['A']],
      [['C'], ['D'], ['A']],
      [['B'], undefined, ['A']],
      [['D'], ['D'], ['B']],
    ]);
    stats = await statsOf(exam);
  });

  it('gives the facility as the mean mark over the full mark', () => {
    // P1 1 of 5 = .2; P2 (1 + 1) ÷ 5 ÷ 2 = .2; P3 4 of 5 = .8.
    expect(stats.questions.map((question) => question.facility)).toEqual([0.2, 0.2, 0.8]);
  });

  it('correlates the mark with the percent', () => {
    // P1: x = 1,0,0,0,0, x̄ = .2: .8·1.6 + (−.2)(.6−.4−.4−1.4) = 1.28 + .32 = 1.6;
    //     Σx-dev² = .8; r = 1.6 ÷ √(.8·5.2) = 0.784465.
    // P2 (mark ÷ 2): x = .5,.5,0,0,0, x̄ = .2: .3·1.6 + .3·.6 + (−.2)(−2.2) =
    //     .48 + .18 + .44 = 1.1; Σx-dev² = .3; r = 1.1 ÷ √(.3·5.2) = 0.880705.
    // P3: x = 1,1,1,1,0, x̄ = .8: .2·1.4 + (−.8)(−1.4) = 1.4; r = 0.686406.
    const [p1, p2, p3] = stats.questions;
    expect(p1!.discrimination).toBeCloseTo(0.784465, 3);
    expect(p2!.discrimination).toBeCloseTo(0.880705, 3);
    expect(p3!.discrimination).toBeCloseTo(0.686406, 3);
  });

  it('gives Cronbach’s alpha as the reliability', () => {
    // Sample variances of the marks: P1 .8 ÷ 4 = .2; P2 (marks 1,1,0,0,0, x̄ .4)
    // (2·.36 + 3·.16) ÷ 4 = .3; P3 .8 ÷ 4 = .2. Σ = .7.
    // alpha = 3/2 · (1 − .7 ÷ 1.3) = 1.5 · .461538 = 0.692308.
    expect(stats.reliability).toBeCloseTo(0.692308, 3);
  });

  it('flags a wrong option the strongest pick more than the weakest', () => {
    // 27% of 5 rounds to 1: the strongest is S1, the weakest S5. C of P2 was
    // picked by S1 (1 of 1) and not by S5 (0 of 1): misleading. D was picked
    // by S5 and S3, not by S1: an ordinary distractor.
    const p2 = stats.questions[1]!;
    expect(optionOf(p2, 'C')).toMatchObject({ picks: 1, share: 0.2, misleading: true });
    expect(optionOf(p2, 'D')).toMatchObject({ picks: 2, share: 0.4, misleading: false });
    // A right option never misleads, however its picks split.
    expect(optionOf(p2, 'A')).toMatchObject({ isCorrect: true, misleading: false });
  });
});

describe('item analysis of a draw', () => {
  it('counts who was given each question and gives no reliability', async () => {
    const exam = await insertExamWithQuestions(ctx, {
      values: { drawCount: 2 },
      questions: [single('D1'), single('D2'), single('D3')],
    });
    const [d1, d2, d3] = exam.questions;
    // Each student's paper: two of the three questions.
    const paper = (...given: typeof exam.questions) => ({ ...exam, questions: given });
    await storeResults(ctx, paper(d1!, d2!), [[['A'], ['A']]]);
    await storeResults(ctx, paper(d1!, d3!), [[['B'], ['A']]]);
    await storeResults(ctx, paper(d2!, d3!), [[['A'], ['C']]]);
    await storeResults(ctx, paper(d1!, d2!), [[['A'], ['B']]]);
    const stats = await statsOf(exam);
    expect(stats.count).toBe(4);
    expect(stats.questions.map((question) => question.answered)).toEqual([3, 3, 2]);
    // D1: right by 2 of the 3 given it; D3: by 1 of 2.
    expect(stats.questions[0]!.facility).toBeCloseTo(2 / 3, 3);
    expect(stats.questions[2]!.facility).toBe(0.5);
    expect(optionOf(stats.questions[2]!, 'C').share).toBe(0.5);
    expect(stats.reliability).toBeNull();
    expect(stats.sd).not.toBeNull();
  });
});

describe('item analysis with too few results', () => {
  it('gives nulls rather than numbers it cannot stand behind', async () => {
    const exam = await insertExamWithQuestions(ctx, { questions: [single('E1'), single('E2')] });
    const empty = await statsOf(exam);
    expect(empty).toMatchObject({ sd: null, reliability: null });
    expect(empty.questions[0]).toMatchObject({ answered: 0, facility: null, discrimination: null });
    await storeResults(ctx, exam, [[['A'], ['B']]]);
    const one = await statsOf(exam);
    expect(one).toMatchObject({ count: 1, sd: null, reliability: null });
    expect(one.questions[0]).toMatchObject({ answered: 1, facility: 1, discrimination: null });
  });

  it('gives no reliability when every student scored the same', async () => {
    const exam = await insertExamWithQuestions(ctx, { questions: [single('F1'), single('F2')] });
    await storeResults(ctx, exam, [
      [['A'], ['B']],
      [['B'], ['A']],
    ]);
    const stats = await statsOf(exam);
    expect(stats).toMatchObject({ sd: 0, reliability: null });
  });
});
