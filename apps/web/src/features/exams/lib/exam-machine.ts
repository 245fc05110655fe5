import { toggleOption, unansweredQuestions } from '@sabora/contract';
import type { ExamSelections, StudentQuestion, SubmitExamResponse } from '@sabora/contract';
import { restoreSelections, type StoredAnswers } from './exam-storage';

/**
 * Taking an exam as a pure state machine (decision 0142): `transition(state,
 * event)` returns the next state and the side effects to run, as data; the
 * hook `use-exam-machine.ts` runs them and turns their outcomes back into events.
 */

export const draftDelayMs = 1500;
export const retryDelayMs = 5000;

export type ExamPhase =
  | 'loading'
  /** Choosing; nothing in flight (the draft may wait for its debounce). */
  | 'answering'
  | 'saving-draft'
  /** A draft did not reach the server; it is tried again, and at once when the phone is back online. */
  | 'offline'
  /** The student's confirmed submit is in flight. */
  | 'submitting'
  /** A submit did not reach the server; the answers stay on the phone and go again. */
  | 'submit-failed-retrying'
  /** The server's clock reached the end: the answers are being sent without the completeness check. */
  | 'time-over'
  | 'submitted'
  /** The server refused an auto-submit (the exam closed): the page asks the server what to show. */
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
    }
  | { type: 'answer-chosen'; questionId: string; option: string; limit: number }
  | { type: 'draft-due' }
  | { type: 'draft-saved'; sent: ExamSelections }
  | { type: 'draft-failed'; retryable: boolean }
  | { type: 'went-offline' }
  | { type: 'came-online' }
  | { type: 'clock-measured'; offset: number }
  /** The student pressed submit; the completeness check and the confirm come first. */
  | { type: 'submit-requested' }
  | { type: 'submit-confirmed' }
  | { type: 'submit-succeeded'; response: SubmitExamResponse }
  | { type: 'submit-failed'; retryable: boolean }
  /** The retry timer fired, or the student pressed "send again now". */
  | { type: 'retry-due' }
  | { type: 'deadline-reached' };

export type ExamEffect =
  | { type: 'store-answers'; selections: ExamSelections }
  | { type: 'start-timer'; timer: 'draft' | 'retry'; delayMs: number }
  | { type: 'clear-timers' }
  | { type: 'save-draft'; selections: ExamSelections }
  | { type: 'mark-synced'; selections: ExamSelections }
  | { type: 'measure-clock' }
  | { type: 'warn-unanswered'; questionId: string }
  | { type: 'confirm-submit' }
  | { type: 'submit'; selections: ExamSelections }
  | { type: 'finish'; response: SubmitExamResponse; auto: boolean; offset: number }
  | { type: 'reload-page' };

export interface Transition {
  state: ExamState;
  effects: ExamEffect[];
}

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

const stay = (state: ExamState): Transition => ({ state, effects: [] });

/** Phases where the student is still choosing and drafts are kept in step. */
const choosing = (phase: ExamPhase) =>
  phase === 'answering' || phase === 'saving-draft' || phase === 'offline';

/** The options take taps: while choosing, and while a manual submit waits to be sent again. */
export const acceptsAnswers = (state: ExamState) =>
  choosing(state.phase) || (state.phase === 'submit-failed-retrying' && !state.deadlinePassed);

/** Phases where a submit request is in flight. */
export const isSending = (phase: ExamPhase) => phase === 'submitting' || phase === 'time-over';

function sendDraft(state: ExamState): Transition {
  return {
    state: { ...state, phase: 'saving-draft', save: 'saving', draftQueued: false },
    effects: [{ type: 'save-draft', selections: state.selections }],
  };
}

function sendSubmit(state: ExamState, auto: boolean): Transition {
  return {
    state: {
      ...state,
      phase: state.deadlinePassed ? 'time-over' : 'submitting',
      auto,
      draftQueued: false,
    },
    effects: [{ type: 'clear-timers' }, { type: 'submit', selections: state.selections }],
  };
}

function chooseAnswer(
  state: ExamState,
  event: Extract<ExamEvent, { type: 'answer-chosen' }>,
): Transition {
  const { questionId, option, limit } = event;
  const selections = {
    ...state.selections,
    [questionId]: toggleOption(state.selections[questionId] ?? [], option, limit),
  };
  const missing = state.missing.has(questionId)
    ? new Set([...state.missing].filter((id) => id !== questionId))
    : state.missing;
  const next: ExamState = { ...state, selections, missing, save: 'local' };
  const effects: ExamEffect[] = [{ type: 'store-answers', selections }];
  // A manual submit waiting to be sent again carries these choices; no draft beside it.
  if (choosing(state.phase)) {
    effects.push({ type: 'start-timer', timer: 'draft', delayMs: draftDelayMs });
    // Spec: for a timed exam the server time is fetched whenever the answers change.
    if (state.timed) effects.push({ type: 'measure-clock' });
  }
  return { state: next, effects };
}

export function transition(state: ExamState, event: ExamEvent): Transition {
  const { phase } = state;
  switch (event.type) {
    case 'loaded': {
      if (phase !== 'loading') return stay(state);
      const { stored, draft, questions, timed } = event;
      const ready: ExamState = {
        ...state,
        phase: 'answering',
        questions,
        timed,
        selections: restoreSelections(stored, draft, questions),
      };
      const clock: ExamEffect[] = timed ? [{ type: 'measure-clock' }] : [];
      // Choices this phone kept while the server could not be reached (a reload offline) go now.
      if (stored !== null && !stored.synced) {
        const sent = sendDraft(ready);
        return { state: sent.state, effects: [...sent.effects, ...clock] };
      }
      return { state: ready, effects: clock };
    }

    case 'answer-chosen':
      return acceptsAnswers(state) ? chooseAnswer(state, event) : stay(state);

    case 'draft-due':
      if (!choosing(phase)) return stay(state);
      if (phase === 'saving-draft') return stay({ ...state, draftQueued: true });
      return sendDraft(state);

    case 'draft-saved': {
      const effects: ExamEffect[] = [{ type: 'mark-synced', selections: event.sent }];
      if (phase !== 'saving-draft') return { state, effects };
      if (state.draftQueued) {
        const again = sendDraft(state);
        return { state: again.state, effects: [...effects, ...again.effects] };
      }
      // Chosen since it was sent: the debounce timer sends those.
      const current = state.selections === event.sent;
      return {
        state: { ...state, phase: 'answering', save: current ? 'saved' : 'local' },
        effects,
      };
    }

    case 'draft-failed':
      if (phase !== 'saving-draft') return stay(state);
      if (event.retryable) {
        // A lost connection is retried quietly; the phone keeps the answers meanwhile.
        return {
          state: { ...state, phase: 'offline', save: 'local', draftQueued: false },
          effects: [{ type: 'start-timer', timer: 'draft', delayMs: retryDelayMs }],
        };
      }
      if (state.draftQueued) return sendDraft(state);
      return stay({ ...state, phase: 'answering', save: 'local' });

    case 'went-offline':
      if (phase === 'answering' && state.save === 'local')
        return stay({ ...state, phase: 'offline' });
      return stay(state);

    case 'came-online':
      // Back online: what waits on the phone goes now, and the status says so at once.
      if ((phase === 'answering' || phase === 'offline') && state.save === 'local') {
        const sent = sendDraft(state);
        return { state: sent.state, effects: [{ type: 'clear-timers' }, ...sent.effects] };
      }
      if (phase === 'submit-failed-retrying') return sendSubmit(state, state.auto);
      return stay(state);

    case 'clock-measured':
      return stay({ ...state, offset: event.offset });

    case 'submit-requested': {
      // The student already confirmed this submit (or the deadline made it): send it again now.
      if (phase === 'submit-failed-retrying') return sendSubmit(state, state.auto);
      if (!choosing(phase)) return stay(state);
      const unanswered = unansweredQuestions(state.questions, state.selections);
      const first = unanswered[0];
      if (first !== undefined) {
        return {
          state: { ...state, missing: new Set(unanswered) },
          effects: [{ type: 'warn-unanswered', questionId: first }],
        };
      }
      return { state, effects: [{ type: 'confirm-submit' }] };
    }

    case 'submit-confirmed':
      if (!choosing(phase)) return stay(state);
      return sendSubmit(state, false);

    case 'submit-succeeded':
      if (!isSending(phase)) return stay(state);
      return {
        state: { ...state, phase: 'submitted', retrying: false },
        effects: [
          { type: 'clear-timers' },
          { type: 'finish', response: event.response, auto: state.auto, offset: state.offset },
        ],
      };

    case 'submit-failed':
      if (!isSending(phase)) return stay(state);
      if (event.retryable) {
        // Never lose answers: they stay on the phone and the submit is tried again.
        return {
          state: { ...state, phase: 'submit-failed-retrying', retrying: true },
          effects: [{ type: 'start-timer', timer: 'retry', delayMs: retryDelayMs }],
        };
      }
      // Past the deadline the server has the last word (result, or the exam closed).
      if (state.deadlinePassed) {
        return {
          state: { ...state, phase: 'closed', retrying: false },
          effects: [{ type: 'reload-page' }],
        };
      }
      // A refusal the student can read in its toast; the form stays as it was.
      return stay({ ...state, phase: 'answering' });

    case 'retry-due':
      if (phase !== 'submit-failed-retrying') return stay(state);
      return sendSubmit(state, state.auto);

    case 'deadline-reached': {
      if (state.deadlinePassed) return stay(state);
      const over = { ...state, deadlinePassed: true };
      if (choosing(phase) || phase === 'submit-failed-retrying') return sendSubmit(over, true);
      // A manual submit already in flight carries the answers: no second request.
      if (phase === 'submitting') return stay({ ...over, phase: 'time-over' });
      return stay(over);
    }
  }
}
