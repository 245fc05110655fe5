import type {
  ExamSelections,
  StudentExam,
  StudentQuestion,
  SubmitExamResponse,
} from '@sabora/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '@/components/use-confirm';
import { examMessages } from '@/i18n/exam-messages';
import { ApiError } from '@/lib/api-client';
import { measureClockOffset } from '../api/get-time-now';
import { draftDelayMs, initialExamState, retryDelayMs, transition } from './exam-machine';
import type { ExamEffect, ExamEvent, ExamState } from './exam-machine';
import { saveOffset } from './clock-store';
import { isFinalRefusal } from './flush-outbox';
import { clearAnswers, loadAnswers, markSynced, saveAnswers } from './exam-storage';
import type { NotArrived } from './submit-outbox';
import {
  clearPending,
  loadPending,
  notArrived,
  savePending,
  updatePendingSelections,
} from './submit-outbox';

const copy = examMessages.exams;

/**
 * Worth sending again: no answer arrived, or the server could not serve it
 * (a 5xx, such as the 503 of decision 0091). A 4xx would answer the same again.
 */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && !error.aborted && (error.status === null || error.status >= 500);

function clearTimers(timers: Map<string, number>): void {
  for (const timer of timers.values()) window.clearTimeout(timer);
  timers.clear();
}

export interface ExamMachineOptions {
  exam: StudentExam;
  questions: StudentQuestion[];
  draft: ExamSelections;
  offset: number;
  /** `missed`: the phone's answers the result does not hold (the exam closed before they came). */
  onSubmitted: (response: SubmitExamResponse, offset: number, missed: NotArrived | null) => void;
  /** The server refused a submit after the deadline (closed exam): reload the page's state. */
  onStale: () => void;
  /**
   * The draft and submit calls: the page's mutations (useSaveDraft, useSubmitExam).
   * They do not retry themselves; the machine decides when to send again.
   */
  saveDraft: (selections: ExamSelections) => Promise<unknown>;
  submit: (selections: ExamSelections) => Promise<SubmitExamResponse>;
}

/** Runs the exam's state machine: its effects (calls, timers, storage, toasts) and the events they answer. */
export function useExamMachine(options: ExamMachineOptions) {
  const { exam, questions, draft, offset } = options;
  const examId = exam._id;
  const confirm = useConfirm();
  // The page opens on the machine's first step, so the restored choices show on the first paint.
  const [start] = useState(() => {
    const loaded: ExamEvent = {
      type: 'loaded',
      questions,
      draft,
      stored: loadAnswers(examId),
      timed: exam.isTimed && exam.endTime !== null,
      pending: loadPending(examId),
    };
    return { loaded, to: transition(initialExamState(offset), loaded) };
  });
  const [state, setState] = useState(start.to[0]);
  const current = useRef(start.to[0]);
  const timers = useRef(new Map<string, number>());
  const clockInFlight = useRef(false);
  const mounted = useRef(false);
  const run = useRef<(effect: ExamEffect, state: ExamState, event: ExamEvent) => void>(
    () => undefined,
  );

  const dispatch = useCallback((event: ExamEvent) => {
    // A call settling after the page left must not start timers or calls again.
    if (!mounted.current) return;
    const [next, effects] = transition(current.current, event);
    current.current = next;
    setState(next);
    for (const effect of effects) run.current(effect, next, event);
  }, []);

  const startTimer = (name: 'draft' | 'retry', delayMs: number) => {
    window.clearTimeout(timers.current.get(name));
    timers.current.set(
      name,
      window.setTimeout(() => {
        dispatch({ type: name === 'draft' ? 'draft-due' : 'retry-due' });
      }, delayMs),
    );
  };

  // Effects read the latest props through this, and dispatch stays one stable function.
  useEffect(() => {
    run.current = (effect, state, event) => {
      const { selections } = state;
      switch (effect) {
        case 'store-answers':
          saveAnswers(examId, { selections, updatedAt: Date.now(), synced: false });
          if (state.retrying) updatePendingSelections(examId, selections);
          break;
        case 'debounce-draft':
          startTimer('draft', draftDelayMs);
          break;
        case 'retry-draft-later':
          startTimer('draft', retryDelayMs);
          break;
        case 'retry-submit-later':
          startTimer('retry', retryDelayMs);
          break;
        case 'clear-timers':
          clearTimers(timers.current);
          break;
        case 'save-draft':
          options.saveDraft(selections).then(
            () => {
              dispatch({ type: 'draft-saved', sent: selections });
            },
            (error: unknown) => {
              dispatch({ type: 'draft-failed', retryable: isRetryable(error) });
            },
          );
          break;
        case 'mark-synced':
          if (event.type === 'draft-saved') markSynced(examId, event.sent);
          break;
        case 'measure-clock':
          if (clockInFlight.current) break;
          clockInFlight.current = true;
          measureClockOffset()
            .then((offset) => {
              saveOffset(offset);
              dispatch({ type: 'clock-measured', offset });
            })
            .catch(() => undefined)
            .finally(() => {
              clockInFlight.current = false;
            });
          break;
        case 'warn-unanswered': {
          toast.error(copy.unanswered, { toastId: 'exam-unanswered' });
          const [first] = state.missing;
          document
            .getElementById(`question-${first}`)
            ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          break;
        }
        case 'confirm-submit':
          void confirm({
            title: copy.submitConfirm,
            content: copy.submitConfirmHint,
            danger: false,
          }).then((confirmed) => {
            if (confirmed) dispatch({ type: 'submit-confirmed' });
          });
          break;
        case 'submit': {
          // Kept before it is sent: a reload or a closed tab while it travels loses nothing.
          const made = loadPending(examId);
          const now = Date.now();
          savePending({
            examId,
            selections,
            deviceTime: made?.deviceTime ?? now,
            serverTime: made?.serverTime ?? now + state.offset,
            auto: state.auto,
          });
          options.submit(selections).then(
            (response) => {
              dispatch({ type: 'submit-succeeded', response });
            },
            (error: unknown) => {
              // The server refused it for good (its toast says why): sending it again would too.
              // After the deadline the page keeps it to compare with the swept result (use-late-grading.ts).
              if (isFinalRefusal(error) && !current.current.deadlinePassed) clearPending(examId);
              dispatch({ type: 'submit-failed', retryable: isRetryable(error) });
            },
          );
          break;
        }
        case 'finish': {
          if (event.type !== 'submit-succeeded') break;
          clearAnswers(examId);
          clearPending(examId);
          const { response } = event;
          const missed =
            'result' in response ? notArrived(selections, response.result.answers) : null;
          // Answers that did not arrive are no success: the result screen says so instead.
          if (!missed || missed.missing === 0) {
            toast.success(state.auto ? copy.timeOver : copy.submitted, {
              toastId: 'exam-submitted',
            });
          }
          options.onSubmitted(response, state.offset, missed);
          break;
        }
        case 'reload-page':
          options.onStale();
          break;
      }
    };
  });

  useEffect(() => {
    const pending = timers.current;
    mounted.current = true;
    for (const effect of start.to[1]) run.current(effect, start.to[0], start.loaded);
    const online = () => {
      dispatch({ type: 'came-online' });
    };
    const offline = () => {
      dispatch({ type: 'went-offline' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearTimers(pending);
    };
  }, [start, dispatch]);

  return { state, dispatch };
}
