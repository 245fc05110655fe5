import type { ExamSelections, StudentQuestion, SubmitExamResponse } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { acceptsAnswers, initialExamState, transition } from './exam-machine';
import type { ExamEffect, ExamEvent, ExamPhase, ExamState } from './exam-machine';

const questions: StudentQuestion[] = [
  {
    _id: 'q1',
    title: 'Ich ___ müde.',
    options: ['bin', 'bist'],
    correctCount: 1,
    score: 1,
    imageUrl: null,
  },
  {
    _id: 'q2',
    title: 'Verben?',
    options: ['laufen', 'Haus', 'gehen'],
    correctCount: 2,
    score: 2,
    imageUrl: null,
  },
];
const partly: ExamSelections = { q1: ['bin'] };
const complete: ExamSelections = { q1: ['bin'], q2: ['laufen', 'gehen'] };
const response: SubmitExamResponse = {
  earlyResult: { submittedAt: 1, revealAt: 2 },
  serverTime: 1,
};

/** A state in `phase`, loaded with the questions, with `patch` on top. */
const at = (phase: ExamPhase, patch: Partial<ExamState> = {}): ExamState => ({
  ...initialExamState(0),
  phase,
  questions,
  selections: partly,
  ...patch,
});

const loaded = (
  stored: Extract<ExamEvent, { type: 'loaded' }>['stored'],
  draft: ExamSelections = {},
  timed = false,
): ExamEvent => ({ type: 'loaded', questions, draft, stored, timed });
const choose = (questionId: string, option: string, limit = 1): ExamEvent => ({
  type: 'answer-chosen',
  questionId,
  option,
  limit,
});
const ev = <T extends ExamEvent['type']>(type: T) => ({ type }) as Extract<ExamEvent, { type: T }>;

type Row = [
  name: string,
  from: ExamState,
  event: ExamEvent,
  to: Partial<ExamState> | 'unchanged',
  effects: ExamEffect[],
];

const allPhases: ExamPhase[] = [
  'loading',
  'answering',
  'saving-draft',
  'offline',
  'submitting',
  'submit-failed-retrying',
  'time-over',
  'submitted',
  'closed',
];

const rows: Row[] = [
  // loaded
  [
    'loading → answering on the server draft',
    initialExamState(0),
    loaded(null, partly),
    { phase: 'answering', questions, selections: partly, save: 'idle' },
    [],
  ],
  [
    'loading → saving-draft: unsynced choices from a reload go at once',
    initialExamState(0),
    loaded({ selections: complete, updatedAt: 1, synced: false }, partly, true),
    { phase: 'saving-draft', questions, selections: complete, save: 'saving', timed: true },
    ['measure-clock', 'save-draft'],
  ],
  [
    'loading → answering: a synced phone copy yields to the server draft',
    initialExamState(0),
    loaded({ selections: complete, updatedAt: 1, synced: true }, partly),
    { phase: 'answering', questions, selections: partly },
    [],
  ],
  ['loaded twice is ignored', at('answering'), loaded(null, complete), 'unchanged', []],
  [
    'loading → submitting: a submit made before a reload goes again as made, not back to the questions',
    initialExamState(0),
    {
      type: 'loaded',
      questions,
      draft: {},
      stored: { selections: partly, updatedAt: 1, synced: false },
      timed: true,
      pending: { examId: 'e1', selections: complete, deviceTime: 1, serverTime: 2, auto: false },
    },
    { phase: 'submitting', questions, timed: true, selections: complete, retrying: true },
    ['measure-clock', 'clear-timers', 'submit'],
  ],
  [
    "loading → time-over: the deadline's submit from before a reload stays locked",
    initialExamState(0),
    {
      type: 'loaded',
      questions,
      draft: partly,
      stored: null,
      timed: false,
      pending: { examId: 'e1', selections: complete, deviceTime: 1, serverTime: 2, auto: true },
    },
    {
      phase: 'time-over',
      questions,
      selections: complete,
      retrying: true,
      deadlinePassed: true,
      auto: true,
    },
    ['clear-timers', 'submit'],
  ],

  // answer-chosen
  [
    'answering: a choice is kept on the phone and debounced',
    at('answering', { selections: {} }),
    choose('q1', 'bin'),
    { phase: 'answering', selections: { q1: ['bin'] }, save: 'local' },
    ['store-answers', 'debounce-draft'],
  ],
  [
    'answering, timed: a choice also measures the clock',
    at('answering', { timed: true }),
    choose('q1', 'bist'),
    { selections: { q1: ['bist'] }, save: 'local' },
    ['store-answers', 'debounce-draft', 'measure-clock'],
  ],
  [
    'saving-draft: a choice waits for its own draft',
    at('saving-draft', { save: 'saving' }),
    choose('q2', 'Haus', 2),
    { phase: 'saving-draft', save: 'local', selections: { q1: ['bin'], q2: ['Haus'] } },
    ['store-answers', 'debounce-draft'],
  ],
  [
    'offline: a choice is debounced like any other',
    at('offline', { save: 'local' }),
    choose('q2', 'Haus', 2),
    { phase: 'offline', save: 'local', selections: { q1: ['bin'], q2: ['Haus'] } },
    ['store-answers', 'debounce-draft'],
  ],
  [
    "answering: choosing clears the question's missing mark",
    at('answering', { missing: new Set(['q1', 'q2']) }),
    choose('q1', 'bist'),
    { missing: new Set(['q2']), selections: { q1: ['bist'] }, save: 'local' },
    ['store-answers', 'debounce-draft'],
  ],
  [
    'submit-failed-retrying (manual): a choice rides with the next retry',
    at('submit-failed-retrying', { retrying: true }),
    choose('q1', 'bist'),
    { phase: 'submit-failed-retrying', selections: { q1: ['bist'] }, save: 'local' },
    ['store-answers'],
  ],
  [
    'submit-failed-retrying after the deadline: locked',
    at('submit-failed-retrying', { retrying: true, deadlinePassed: true }),
    choose('q1', 'bist'),
    'unchanged',
    [],
  ],
  ['submitting: locked', at('submitting'), choose('q1', 'bist'), 'unchanged', []],
  [
    'time-over: locked',
    at('time-over', { deadlinePassed: true }),
    choose('q1', 'bist'),
    'unchanged',
    [],
  ],
  ['submitted: locked', at('submitted'), choose('q1', 'bist'), 'unchanged', []],
  ['loading: no choices yet', initialExamState(0), choose('q1', 'bist'), 'unchanged', []],

  // draft-due
  [
    'answering → saving-draft when the debounce fires',
    at('answering', { save: 'local' }),
    ev('draft-due'),
    { phase: 'saving-draft', save: 'saving' },
    ['save-draft'],
  ],
  [
    'offline → saving-draft when the retry fires',
    at('offline', { save: 'local' }),
    ev('draft-due'),
    { phase: 'saving-draft', save: 'saving' },
    ['save-draft'],
  ],
  [
    'saving-draft: a second draft waits for the first (no crossing requests)',
    at('saving-draft'),
    ev('draft-due'),
    { phase: 'saving-draft', draftQueued: true },
    [],
  ],
  ['submitting: no drafts once submitting', at('submitting'), ev('draft-due'), 'unchanged', []],

  // draft-saved
  [
    'saving-draft → answering, saved',
    at('saving-draft'),
    { type: 'draft-saved', sent: partly },
    { phase: 'answering', save: 'saved' },
    ['mark-synced'],
  ],
  [
    'saving-draft → answering, still local when chosen since',
    at('saving-draft'),
    { type: 'draft-saved', sent: {} },
    { phase: 'answering', save: 'local' },
    ['mark-synced'],
  ],
  [
    'saving-draft with a queued draft: sends it now',
    at('saving-draft', { draftQueued: true }),
    { type: 'draft-saved', sent: {} },
    { phase: 'saving-draft', draftQueued: false, save: 'saving' },
    ['mark-synced', 'save-draft'],
  ],
  [
    'submitting: a late draft answer only marks the phone copy',
    at('submitting'),
    { type: 'draft-saved', sent: partly },
    'unchanged',
    ['mark-synced'],
  ],

  // draft-failed
  [
    'saving-draft → offline on a network failure, retried later',
    at('saving-draft', { draftQueued: true }),
    { type: 'draft-failed', retryable: true },
    { phase: 'offline', save: 'local', draftQueued: false },
    ['retry-draft-later'],
  ],
  [
    'saving-draft → answering on a refusal (its toast says why)',
    at('saving-draft'),
    { type: 'draft-failed', retryable: false },
    { phase: 'answering', save: 'local' },
    [],
  ],
  [
    'saving-draft, refused with a queued draft: sends the newer one',
    at('saving-draft', { draftQueued: true }),
    { type: 'draft-failed', retryable: false },
    { phase: 'saving-draft', draftQueued: false, save: 'saving' },
    ['save-draft'],
  ],
  [
    'submitting: a late draft failure changes nothing',
    at('submitting'),
    { type: 'draft-failed', retryable: true },
    'unchanged',
    [],
  ],

  // went-offline / came-online
  [
    'answering with unsaved choices → offline',
    at('answering', { save: 'local' }),
    ev('went-offline'),
    { phase: 'offline' },
    [],
  ],
  [
    'answering, all saved: offline changes nothing yet',
    at('answering', { save: 'saved' }),
    ev('went-offline'),
    'unchanged',
    [],
  ],
  [
    'offline → saving-draft at once when back online',
    at('offline', { save: 'local' }),
    ev('came-online'),
    { phase: 'saving-draft', save: 'saving' },
    ['clear-timers', 'save-draft'],
  ],
  [
    'answering with unsaved choices → saving-draft when back online',
    at('answering', { save: 'local' }),
    ev('came-online'),
    { phase: 'saving-draft', save: 'saving' },
    ['clear-timers', 'save-draft'],
  ],
  [
    'answering, all saved: nothing to send',
    at('answering', { save: 'saved' }),
    ev('came-online'),
    'unchanged',
    [],
  ],
  [
    'submit-failed-retrying → submitting at once when back online',
    at('submit-failed-retrying', { retrying: true }),
    ev('came-online'),
    { phase: 'submitting', auto: false, retrying: true },
    ['clear-timers', 'submit'],
  ],
  [
    'submit-failed-retrying after the deadline → time-over when back online',
    at('submit-failed-retrying', { retrying: true, deadlinePassed: true, auto: true }),
    ev('came-online'),
    { phase: 'time-over', auto: true },
    ['clear-timers', 'submit'],
  ],
  ['submitting: back online changes nothing', at('submitting'), ev('came-online'), 'unchanged', []],

  // clock-measured
  [
    'any phase: the measured offset is kept',
    at('time-over'),
    { type: 'clock-measured', offset: 1234 },
    { phase: 'time-over', offset: 1234 },
    [],
  ],

  // submit-requested
  [
    'answering, complete: asks for confirmation',
    at('answering', { selections: complete }),
    ev('submit-requested'),
    { phase: 'answering' },
    ['confirm-submit'],
  ],
  [
    'answering, incomplete: marks what is missing, sends nothing',
    at('answering'),
    ev('submit-requested'),
    { phase: 'answering', missing: new Set(['q2']) },
    ['warn-unanswered'],
  ],
  [
    'offline, complete: asks for confirmation',
    at('offline', { selections: complete }),
    ev('submit-requested'),
    'unchanged',
    ['confirm-submit'],
  ],
  [
    'submit-failed-retrying: pressing submit sends again now',
    at('submit-failed-retrying', { retrying: true }),
    ev('submit-requested'),
    { phase: 'submitting' },
    ['clear-timers', 'submit'],
  ],
  [
    'submitting: a second press sends nothing',
    at('submitting'),
    ev('submit-requested'),
    'unchanged',
    [],
  ],
  [
    'time-over: nothing to press',
    at('time-over', { deadlinePassed: true }),
    ev('submit-requested'),
    'unchanged',
    [],
  ],

  // submit-confirmed
  [
    'answering → submitting',
    at('answering', { selections: complete }),
    ev('submit-confirmed'),
    { phase: 'submitting', auto: false },
    ['clear-timers', 'submit'],
  ],
  [
    'saving-draft → submitting (the submit carries the latest choices)',
    at('saving-draft', { draftQueued: true }),
    ev('submit-confirmed'),
    { phase: 'submitting', draftQueued: false },
    ['clear-timers', 'submit'],
  ],
  [
    'offline → submitting',
    at('offline'),
    ev('submit-confirmed'),
    { phase: 'submitting' },
    ['clear-timers', 'submit'],
  ],
  [
    'submitting: a second confirm sends nothing',
    at('submitting'),
    ev('submit-confirmed'),
    'unchanged',
    [],
  ],
  [
    'time-over: the deadline already sent it',
    at('time-over', { deadlinePassed: true, auto: true }),
    ev('submit-confirmed'),
    'unchanged',
    [],
  ],

  // submit-succeeded
  [
    'submitting → submitted',
    at('submitting'),
    { type: 'submit-succeeded', response },
    { phase: 'submitted' },
    ['clear-timers', 'finish'],
  ],
  [
    'time-over → submitted',
    at('time-over', { deadlinePassed: true, auto: true, retrying: true }),
    { type: 'submit-succeeded', response },
    { phase: 'submitted', retrying: false },
    ['clear-timers', 'finish'],
  ],
  [
    'answering: a stray answer is ignored',
    at('answering'),
    { type: 'submit-succeeded', response },
    'unchanged',
    [],
  ],

  // submit-failed
  [
    'submitting → submit-failed-retrying on a network failure',
    at('submitting'),
    { type: 'submit-failed', retryable: true },
    { phase: 'submit-failed-retrying', retrying: true },
    ['retry-submit-later'],
  ],
  [
    'time-over → submit-failed-retrying on a network failure',
    at('time-over', { deadlinePassed: true, auto: true }),
    { type: 'submit-failed', retryable: true },
    { phase: 'submit-failed-retrying', retrying: true, deadlinePassed: true },
    ['retry-submit-later'],
  ],
  [
    'submitting → answering on a refusal before the deadline',
    at('submitting'),
    { type: 'submit-failed', retryable: false },
    { phase: 'answering' },
    [],
  ],
  [
    'time-over → closed on a refusal: the page asks the server',
    at('time-over', { deadlinePassed: true, auto: true, retrying: true }),
    { type: 'submit-failed', retryable: false },
    { phase: 'closed', retrying: false },
    ['reload-page'],
  ],
  [
    'answering: a stray failure is ignored',
    at('answering'),
    { type: 'submit-failed', retryable: true },
    'unchanged',
    [],
  ],

  // retry-due
  [
    'submit-failed-retrying → submitting',
    at('submit-failed-retrying', { retrying: true }),
    ev('retry-due'),
    { phase: 'submitting', auto: false },
    ['clear-timers', 'submit'],
  ],
  [
    'submit-failed-retrying after the deadline → time-over',
    at('submit-failed-retrying', { retrying: true, deadlinePassed: true, auto: true }),
    ev('retry-due'),
    { phase: 'time-over', auto: true },
    ['clear-timers', 'submit'],
  ],
  [
    'submitting: the retry button while in flight sends nothing',
    at('submitting', { retrying: true }),
    ev('retry-due'),
    'unchanged',
    [],
  ],

  // deadline-reached
  [
    'answering → time-over: sent without the completeness check',
    at('answering'),
    ev('deadline-reached'),
    { phase: 'time-over', auto: true, deadlinePassed: true },
    ['clear-timers', 'submit'],
  ],
  [
    'saving-draft → time-over',
    at('saving-draft'),
    ev('deadline-reached'),
    { phase: 'time-over', auto: true, deadlinePassed: true },
    ['clear-timers', 'submit'],
  ],
  [
    'offline → time-over',
    at('offline'),
    ev('deadline-reached'),
    { phase: 'time-over', auto: true, deadlinePassed: true },
    ['clear-timers', 'submit'],
  ],
  [
    'submit-failed-retrying → time-over at once, not at the next retry',
    at('submit-failed-retrying', { retrying: true }),
    ev('deadline-reached'),
    { phase: 'time-over', auto: true, retrying: true, deadlinePassed: true },
    ['clear-timers', 'submit'],
  ],
  [
    'submitting → time-over: the request in flight carries the answers',
    at('submitting'),
    ev('deadline-reached'),
    { phase: 'time-over', auto: false, deadlinePassed: true },
    [],
  ],
  [
    'time-over: reached once',
    at('time-over', { deadlinePassed: true }),
    ev('deadline-reached'),
    'unchanged',
    [],
  ],
  [
    'submitted: only remembered',
    at('submitted'),
    ev('deadline-reached'),
    { phase: 'submitted', deadlinePassed: true },
    [],
  ],
  [
    'closed: only remembered',
    at('closed'),
    ev('deadline-reached'),
    { phase: 'closed', deadlinePassed: true },
    [],
  ],
  ['loading: not yet', initialExamState(0), ev('deadline-reached'), 'unchanged', []],
];

describe('the exam machine, transition by transition', () => {
  it.each(rows)('%s', (_name, from, event, to, effects) => {
    const [next, ran] = transition(from, event);
    if (to === 'unchanged') expect(next).toBe(from);
    else expect(next).toEqual({ ...from, ...to });
    expect(ran).toEqual(effects);
  });

  it('has a row for every event and starts a row from every phase', () => {
    const events = new Set(rows.map(([, , event]) => event.type));
    expect([...events].sort()).toEqual(
      [
        'loaded',
        'answer-chosen',
        'draft-due',
        'draft-saved',
        'draft-failed',
        'went-offline',
        'came-online',
        'clock-measured',
        'submit-requested',
        'submit-confirmed',
        'submit-succeeded',
        'submit-failed',
        'retry-due',
        'deadline-reached',
      ].sort(),
    );
    expect(new Set(rows.map(([, from]) => from.phase))).toEqual(new Set(allPhases));
  });

  it('never leaves submitted or closed, whatever comes', () => {
    const events: ExamEvent[] = rows.map(([, , event]) => event);
    for (const phase of ['submitted', 'closed'] as const) {
      for (const event of events) {
        expect(transition(at(phase), event)[0].phase).toBe(phase);
      }
    }
  });
});

/** Runs events in order; returns the last state and every effect with the event that caused it. */
function play(from: ExamState, events: ExamEvent[]) {
  let state = from;
  const log: string[] = [];
  for (const event of events) {
    const [next, effects] = transition(state, event);
    state = next;
    for (const effect of effects) log.push(effect);
  }
  return { state, log };
}

describe('the exam machine, story by story', () => {
  it('network loss during the submit: retried until it succeeds, answers untouched', () => {
    const { state, log } = play(at('answering', { selections: complete }), [
      ev('submit-requested'),
      ev('submit-confirmed'),
      { type: 'submit-failed', retryable: true },
      ev('retry-due'),
      { type: 'submit-failed', retryable: true },
      ev('retry-due'),
      { type: 'submit-succeeded', response },
    ]);
    expect(state.phase).toBe('submitted');
    expect(state.selections).toEqual(complete);
    expect(log.filter((effect) => effect === 'submit')).toHaveLength(3);
    expect(log.at(-1)).toBe('finish');
  });

  it("the deadline during a retry: the answers still go, at once and as the deadline's", () => {
    const { state, log } = play(at('answering', { selections: complete }), [
      ev('submit-confirmed'),
      { type: 'submit-failed', retryable: true },
      ev('deadline-reached'),
      // Still no connection inside the grace period: the phone keeps trying, the options stay locked.
      { type: 'submit-failed', retryable: true },
      choose('q1', 'bist'),
      ev('retry-due'),
      { type: 'submit-succeeded', response },
    ]);
    expect(state).toMatchObject({ phase: 'submitted', auto: true, deadlinePassed: true });
    expect(state.selections).toEqual(complete);
    expect(log).toEqual([
      'clear-timers',
      'submit',
      'retry-submit-later',
      'clear-timers',
      'submit',
      'retry-submit-later',
      'clear-timers',
      'submit',
      'clear-timers',
      'finish',
    ]);
  });

  it('past the grace period the server refuses: the page reloads to what the server graded', () => {
    const { state, log } = play(at('submit-failed-retrying', { retrying: true }), [
      ev('deadline-reached'),
      { type: 'submit-failed', retryable: false },
    ]);
    expect(state.phase).toBe('closed');
    expect(log.at(-1)).toBe('reload-page');
  });

  it('a draft failure, then offline, then online: the waiting choices go at once', () => {
    const { state, log } = play(at('answering', { selections: {} }), [
      choose('q1', 'bin'),
      ev('draft-due'),
      { type: 'draft-failed', retryable: true },
      ev('went-offline'),
      choose('q2', 'laufen', 2),
      ev('came-online'),
    ]);
    expect(state).toMatchObject({ phase: 'saving-draft', save: 'saving' });
    expect(state.selections).toEqual({ q1: ['bin'], q2: ['laufen'] });
    expect(log).toEqual([
      'store-answers',
      'debounce-draft',
      'save-draft',
      'retry-draft-later',
      'store-answers',
      'debounce-draft',
      'clear-timers',
      'save-draft',
    ]);
    const [saved] = transition(state, { type: 'draft-saved', sent: state.selections });
    expect(saved).toMatchObject({ phase: 'answering', save: 'saved' });
  });

  it('a double submit click sends one request', () => {
    const { state, log } = play(at('answering', { selections: complete }), [
      ev('submit-requested'),
      ev('submit-requested'),
      ev('submit-confirmed'),
      ev('submit-confirmed'),
      ev('submit-requested'),
      ev('deadline-reached'),
    ]);
    expect(log.filter((effect) => effect === 'submit')).toHaveLength(1);
    expect(state.phase).toBe('time-over');
  });

  it("a reload mid-exam restores the phone's unsent choices and sends them", () => {
    const stored = {
      selections: { q1: ['bist'], q2: ['laufen', 'gone'] },
      updatedAt: 5,
      synced: false,
    };
    const [state, effects] = transition(initialExamState(300), loaded(stored, partly, true));
    // Options the exam no longer has are dropped; the server's older draft does not win.
    expect(state.selections).toEqual({ q1: ['bist'], q2: ['laufen'] });
    expect(state.offset).toBe(300);
    expect(effects).toEqual(['measure-clock', 'save-draft']);
    expect(acceptsAnswers(state)).toBe(true);
  });
});
