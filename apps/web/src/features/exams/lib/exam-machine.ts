import { toggleOption, unansweredQuestions } from '@sabora/contract';
import type { ExamSelections, StudentQuestion, SubmitExamResponse } from '@sabora/contract';
import { restoreSelections, type StoredAnswers } from './exam-storage';
import type { PendingSubmit } from './submit-outbox';

/**
 * Taking an exam as a pure state machine (decision 0142): `transition(state,
 * event)` returns the next state and the names of the side effects to run;
 * `use-exam-machine.ts` runs them and turns their outcomes back into events.
 */

export const draftDelayMs = 1500;
export const retryDelayMs = 5000;

export type ExamPhase =
  | 'loading'
  /** Choosing; nothing in flight (a draft may wait for its debounce). */
  | 'answering'
  | 'saving-draft'
  /** A draft did not reach the server: tried again later, and at once when the phone is back online. */
  | 'offline'
  /** The student's confirmed submit is in flight. */
  | 'submitting'
  /** A submit did not reach the server: the answers stay on the phone and go again. */
  | 'submit-failed-retrying'
  /** The server's clock reached the end: the answers go without the completeness check. */
  | 'time-over'
  | 'submitted'
  /** The server refused a submit after the deadline: the page asks the server what to show. */
  | 'closed';

/** What the bar's indicator says about the draft. */
export type SaveStatus = 'idle' | 'local' | 'saving' | 'saved';

export interface ExamState {
  phase: ExamPhase;
  questions: readonly StudentQuestion[];
  timed: boolean;
  selections: ExamSelections;
  /** Questions marked after a refused manual submit. */
  missing: ReadonlySet<string>;
  save: SaveStatus;
  /** Server clock minus device clock. */
  offset: number;
  /** A draft asked for while another was in flight: sent when that one settles, so they never cross. */
  draftQueued: boolean;
  /** The current (or last) submit was the deadline's, not the student's. */
  auto: boolean;
  deadlinePassed: boolean;
  /** A submit failed for lack of the server; stays true until one succeeds. */
  retrying: boolean;
}

export type ExamEvent =
  | {
      type: 'loaded';
      questions: readonly StudentQuestion[];
      draft: ExamSelections;
      stored: StoredAnswers | null;
      timed: boolean;
      /** A submit this phone made that has not reached the server (a reload offline). */
      pending?: PendingSubmit | null;
    }
  | { type: 'answer-chosen'; questionId: string; option: string; limit: number }
  /** The draft's debounce or retry timer fired. */
  | { type: 'draft-due' }
  | { type: 'draft-saved'; sent: ExamSelections }
  | { type: 'draft-failed'; retryable: boolean }
  | { type: 'went-offline' }
  | { type: 'came-online' }
  | { type: 'clock-measured'; offset: number }
  /** The student pressed submit: the completeness check and the confirm come first. */
  | { type: 'submit-requested' }
  | { type: 'submit-confirmed' }
  | { type: 'submit-succeeded'; response: SubmitExamResponse }
  | { type: 'submit-failed'; retryable: boolean }
  /** The retry timer fired, or the student pressed "send again now". */
  | { type: 'retry-due' }
  | { type: 'deadline-reached' };

/**
 * Side effects, named; the hook reads what they need from the new state and
 * the event (the selections to send, the response to show).
 */
export type ExamEffect =
  /** Keep the selections on the phone, not yet on the server. */
  | 'store-answers'
  /** (Re)start the draft timer: `draftDelayMs` after a choice, `retryDelayMs` after a failure. */
  | 'debounce-draft'
  | 'retry-draft-later'
  | 'save-draft'
  /** The phone's copy is on the server now (event.sent). */
  | 'mark-synced'
  | 'measure-clock'
  | 'warn-unanswered'
  | 'confirm-submit'
  | 'submit'
  | 'retry-submit-later'
  | 'clear-timers'
  /** Clear the phone's copy, say so, show the result (event.response). */
  | 'finish'
  | 'reload-page';

export type Transition = [ExamState, ExamEffect[]];

export function initialExamState(offset: number): ExamState {
  return {
    phase: 'loading',
    questions: [],
    timed: false,
    selections: {},
    missing: new Set(),
    save: 'idle',
    offset,
    draftQueued: false,
    auto: false,
    deadlinePassed: false,
    retrying: false,
  };
}

/** Phases where the student is still choosing and drafts are kept in step. */
const choosing = (phase: ExamPhase) =>
  phase === 'answering' || phase === 'saving-draft' || phase === 'offline';

/** The options take taps while choosing, and while a manual submit waits to be sent again. */
export const acceptsAnswers = (state: ExamState) =>
  choosing(state.phase) || (state.phase === 'submit-failed-retrying' && !state.deadlinePassed);

/** Phases where a submit request is in flight. */
export const isSending = (phase: ExamPhase) => phase === 'submitting' || phase === 'time-over';

const sendDraft = (state: ExamState, ...before: ExamEffect[]): Transition => [
  { ...state, phase: 'saving-draft', save: 'saving', draftQueued: false },
  [...before, 'save-draft'],
];

const sendSubmit = (state: ExamState, auto: boolean): Transition => [
  { ...state, phase: state.deadlinePassed ? 'time-over' : 'submitting', auto, draftQueued: false },
  ['clear-timers', 'submit'],
];

export function transition(state: ExamState, event: ExamEvent): Transition {
  const { phase } = state;
  const stay: Transition = [state, []];
  switch (event.type) {
    case 'loaded': {
      if (phase !== 'loading') return stay;
      const { stored, draft, questions, timed } = event;
      const ready: ExamState = {
        ...state,
        phase: 'answering',
        questions,
        timed,
        selections: restoreSelections(stored, draft, questions),
      };
      const clock: ExamEffect[] = timed ? ['measure-clock'] : [];
      // Submitted before the reload: it goes again as it was made, never back to the questions.
      if (event.pending) {
        const { auto } = event.pending;
        const kept = { selections: event.pending.selections, updatedAt: 0, synced: false };
        const selections = restoreSelections(kept, {}, questions);
        const waiting: ExamState = { ...ready, selections, retrying: true, deadlinePassed: auto };
        const [sending, effects] = sendSubmit(waiting, auto);
        return [sending, [...clock, ...effects]];
      }
      // Choices this phone kept while the server could not be reached (a reload offline) go now.
      return stored && !stored.synced ? sendDraft(ready, ...clock) : [ready, clock];
    }

    case 'answer-chosen': {
      if (!acceptsAnswers(state)) return stay;
      const { questionId, option, limit } = event;
      const next: ExamState = {
        ...state,
        selections: {
          ...state.selections,
          [questionId]: toggleOption(state.selections[questionId] ?? [], option, limit),
        },
        missing: new Set([...state.missing].filter((id) => id !== questionId)),
        save: 'local',
      };
      // A manual submit waiting to be sent again carries these choices: no draft beside it.
      if (!choosing(phase)) return [next, ['store-answers']];
      // Spec: for a timed exam the server time is fetched whenever the answers change.
      return [
        next,
        ['store-answers', 'debounce-draft', ...(state.timed ? ['measure-clock' as const] : [])],
      ];
    }

    case 'draft-due':
      if (phase === 'saving-draft') return [{ ...state, draftQueued: true }, []];
      return choosing(phase) ? sendDraft(state) : stay;

    case 'draft-saved':
      if (phase !== 'saving-draft') return [state, ['mark-synced']];
      if (state.draftQueued) return sendDraft(state, 'mark-synced');
      // Chosen since it was sent: the debounce timer sends those.
      return [
        {
          ...state,
          phase: 'answering',
          save: state.selections === event.sent ? 'saved' : 'local',
        },
        ['mark-synced'],
      ];

    case 'draft-failed':
      if (phase !== 'saving-draft') return stay;
      // A lost connection is retried quietly; the phone keeps the answers meanwhile.
      if (event.retryable) {
        return [
          { ...state, phase: 'offline', save: 'local', draftQueued: false },
          ['retry-draft-later'],
        ];
      }
      if (state.draftQueued) return sendDraft(state);
      return [{ ...state, phase: 'answering', save: 'local' }, []];

    case 'went-offline':
      return phase === 'answering' && state.save === 'local'
        ? [{ ...state, phase: 'offline' }, []]
        : stay;

    case 'came-online':
      // Back online: what waits on the phone goes now, and the status says so at once.
      if ((phase === 'answering' || phase === 'offline') && state.save === 'local') {
        return sendDraft(state, 'clear-timers');
      }
      return phase === 'submit-failed-retrying' ? sendSubmit(state, state.auto) : stay;

    case 'clock-measured':
      return [{ ...state, offset: event.offset }, []];

    case 'submit-requested': {
      // Already confirmed (or forced by the deadline): pressing again sends it now.
      if (phase === 'submit-failed-retrying') return sendSubmit(state, state.auto);
      if (!choosing(phase)) return stay;
      const unanswered = unansweredQuestions(state.questions, state.selections);
      return unanswered.length > 0
        ? [{ ...state, missing: new Set(unanswered) }, ['warn-unanswered']]
        : [state, ['confirm-submit']];
    }

    case 'submit-confirmed':
      return choosing(phase) ? sendSubmit(state, false) : stay;

    case 'submit-succeeded':
      return isSending(phase)
        ? [{ ...state, phase: 'submitted', retrying: false }, ['clear-timers', 'finish']]
        : stay;

    case 'submit-failed':
      if (!isSending(phase)) return stay;
      // Never lose answers: they stay on the phone and the submit is tried again.
      if (event.retryable) {
        return [
          { ...state, phase: 'submit-failed-retrying', retrying: true },
          ['retry-submit-later'],
        ];
      }
      // Past the deadline the server has the last word (a result, or the exam closed).
      if (state.deadlinePassed)
        return [{ ...state, phase: 'closed', retrying: false }, ['reload-page']];
      // A refusal the student reads in its toast; the form stays as it was.
      return [{ ...state, phase: 'answering' }, []];

    case 'retry-due':
      return phase === 'submit-failed-retrying' ? sendSubmit(state, state.auto) : stay;

    case 'deadline-reached': {
      if (state.deadlinePassed || phase === 'loading') return stay;
      const over: ExamState = { ...state, deadlinePassed: true };
      if (choosing(phase) || phase === 'submit-failed-retrying') return sendSubmit(over, true);
      // A manual submit in flight carries the answers: no second request.
      return [phase === 'submitting' ? { ...over, phase: 'time-over' } : over, []];
    }
  }
}
