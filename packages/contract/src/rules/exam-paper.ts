import { toFourDecimals } from './four-decimals';

/** How an exam hands its questions out (design.md "Exam depth"). */
export interface PaperSettings {
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** Null: every question; otherwise each student gets this many, drawn at random. */
  drawCount: number | null;
}

/** cyrb53's running state: what it has read so far. */
type HashState = readonly [number, number];

const unread: HashState = [0xdeadbeef, 0x41c6ce57];

function read([first, second]: HashState, text: string): HashState {
  let h1 = first;
  let h2 = second;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  return [h1, h2];
}

/**
 * cyrb53 of everything `state` has read, then `text`: a fast 53-bit string
 * hash with good spread. The order it gives is only as secret as the exam's
 * seed, which never leaves the server. Weights share a long prefix (the key,
 * then the question), which is read once rather than once per weight.
 */
function hash53(state: HashState, text: string): number {
  let [h1, h2] = read(state, text);
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The key one student's paper is cut with: the exam's secret seed and the student. */
export const paperKey = (seed: string, userId: string) => `${seed}:${userId}`;

/** `items` by the hash of `prefix` followed by each one's own part. */
function byWeight<T>(items: readonly T[], prefix: HashState, partOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, weight: hash53(prefix, partOf(item)) }))
    .sort((a, b) => a.weight - b.weight || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * One student's paper: which questions, in which order, with which option
 * order. Pure and fixed by `key`, so the same student gets the same paper on
 * every reload and device with nothing stored. Each question is ranked by its
 * own hash (rendezvous hashing), so an edit of the exam moves as little as
 * possible: adding a question swaps in only where it outranks a drawn one,
 * deleting one replaces only that one, and editing an option leaves the others' order.
 */
export function paperOf<Q extends { options: readonly string[] }>(
  questions: readonly Q[],
  settings: PaperSettings,
  key: string,
  idOf: (question: Q) => string,
): readonly Q[] {
  const { shuffleQuestions, shuffleOptions, drawCount } = settings;
  // The exam's own list, not a copy: every student of such an exam shares it,
  // and what is kept per paper (the grading's index) is then made once.
  if (!shuffleQuestions && !shuffleOptions && (drawCount === null || drawCount >= questions.length))
    return questions;
  const ranked = byWeight(questions, read(unread, `${key}:q:`), idOf);
  let chosen: readonly Q[] = questions;
  if (drawCount !== null && drawCount < questions.length) {
    const drawn = new Set(ranked.slice(0, drawCount));
    chosen = questions.filter((question) => drawn.has(question));
  }
  const inPaper = new Set(chosen);
  const ordered = shuffleQuestions ? ranked.filter((question) => inPaper.has(question)) : chosen;
  if (!shuffleOptions) return [...ordered];
  const optionsKey = read(unread, `${key}:o:`);
  return ordered.map((question): Q => ({
    ...question,
    options: byWeight(question.options, read(optionsKey, `${idOf(question)}:`), (option) => option),
  }));
}

/** The full score of a paper: what `totalScore` is for that student. */
export function paperTotal(questions: ReadonlyArray<{ score: number }>): number {
  return toFourDecimals(questions.reduce((sum, question) => sum + question.score, 0));
}

/**
 * A draw is fair only when every question weighs the same: otherwise students
 * get different full scores. The editor warns with this.
 */
export function drawIsUneven(
  questions: ReadonlyArray<{ score: number }>,
  drawCount: number | null,
): boolean {
  if (drawCount === null || drawCount >= questions.length) return false;
  return new Set(questions.map((question) => question.score)).size > 1;
}
