import type {
  ExamSelections,
  StudentExam,
  StudentQuestion,
  SubmitExamResponse,
} from '@sabora/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '@/components/use-confirm';
import { messages } from '@/i18n/messages';
import { ApiError } from '@/lib/api-client';
import { measureClockOffset } from '../api/get-time-now';
import { initialExamState, transition } from './exam-machine';
import type { ExamEffect, ExamEvent } from './exam-machine';
import { clearAnswers, loadAnswers, markSynced, saveAnswers } from './exam-storage';

const copy = messages.exams;

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
  onSubmitted: (response: SubmitExamResponse, offset: number) => void;
  /** The server refused an auto-submit (closed exam): reload the page's state. */
  onStale: () => void;
  /**
   * The draft and submit calls: the page's mutations (useSaveDraft, useSubmitExam),
   * so useMutation stays out of the exam chunk that the sign-in page shares.
   */
  saveDraft: (selections: ExamSelections) => Promise<unknown>;
  submit: (selections: ExamSelections) => Promise<SubmitExamResponse>;
}

/** Runs the exam's state machine: its effects (calls, timers, storage, toasts) and the events they answer. */
export function useExamMachine(options: ExamMachineOptions) {
  const { exam, questions, draft, offset } = options;
  const examId = exam._id;
  const confirm = useConfirm();
  const [start] = useState(() =>
    transition(initialExamState(offset), {
      type: 'loaded',
      questions,
      draft,
      stored: loadAnswers(examId),
      timed: exam.isTimed && exam.endTime !== null,
    }),
  );
  const [state, setState] = useState(start.state);
  const current = useRef(start.state);
  const timers = useRef(new Map<string, number>());
  const clockInFlight = useRef(false);
  const mounted = useRef(false);
  const run = useRef<(effect: ExamEffect) => void>(() => undefined);

  const dispatch = useCallback((event: ExamEvent) => {
    // A call settling after the page left must not start timers or calls again.
    if (!mounted.current) return;
    const { state: next, effects } = transition(current.current, event);
    current.current = next;
    setState(next);
    for (const effect of effects) run.current(effect);
  }, []);

  // Effects read the latest props through this, and dispatch stays one stable function.
  useEffect(() => {
    run.current = (effect) => {
      switch (effect.type) {
        case 'store-answers':
          saveAnswers(examId, {
            selections: effect.selections,
            updatedAt: Date.now(),
            synced: false,
          });
          break;
        case 'start-timer': {
          window.clearTimeout(timers.current.get(effect.timer));
          const due: ExamEvent = { type: effect.timer === 'draft' ? 'draft-due' : 'retry-due' };
          timers.current.set(
            effect.timer,
            window.setTimeout(() => {
              dispatch(due);
            }, effect.delayMs),
          );
          break;
        }
        case 'clear-timers':
          clearTimers(timers.current);
          break;
        case 'save-draft':
          options.saveDraft(effect.selections).then(
            () => {
              dispatch({ type: 'draft-saved', sent: effect.selections });
            },
            (error: unknown) => {
              dispatch({ type: 'draft-failed', retryable: isRetryable(error) });
            },
          );
          break;
        case 'mark-synced':
          markSynced(examId, effect.selections);
          break;
        case 'measure-clock':
          if (clockInFlight.current) break;
          clockInFlight.current = true;
          measureClockOffset()
            .then((measured) => {
              dispatch({ type: 'clock-measured', offset: measured });
            })
            .catch(() => undefined)
            .finally(() => {
              clockInFlight.current = false;
            });
          break;
        case 'warn-unanswered':
          toast.error(copy.unanswered, { toastId: 'exam-unanswered' });
          document
            .getElementById(`question-${effect.questionId}`)
            ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          break;
        case 'confirm-submit':
          void confirm({
            title: copy.submitConfirm,
            content: copy.submitConfirmHint,
            danger: false,
          }).then((confirmed) => {
            if (confirmed) dispatch({ type: 'submit-confirmed' });
          });
          break;
        case 'submit':
          options.submit(effect.selections).then(
            (response) => {
              dispatch({ type: 'submit-succeeded', response });
            },
            (error: unknown) => {
              dispatch({ type: 'submit-failed', retryable: isRetryable(error) });
            },
          );
          break;
        case 'finish':
          clearAnswers(examId);
          toast.success(effect.auto ? copy.timeOver : copy.submitted, {
            toastId: 'exam-submitted',
          });
          options.onSubmitted(effect.response, effect.offset);
          break;
        case 'reload-page':
          options.onStale();
          break;
      }
    };
  });

  useEffect(() => {
    const pending = timers.current;
    mounted.current = true;
    for (const effect of start.effects) run.current(effect);
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
