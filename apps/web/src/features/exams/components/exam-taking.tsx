import { CheckCircleOutlined, CloudSyncOutlined, MobileOutlined } from '@ant-design/icons';
import { toggleOption, unansweredQuestions } from '@sabora/contract';
import type {
  ExamSelections,
  StudentExam,
  StudentQuestion,
  SubmitExamResponse,
} from '@sabora/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useConfirm } from '@/components/use-confirm';
import { Heading, Paragraph, Text } from '@/components/typography';
import { messages } from '@/i18n/messages';
import { ApiError } from '@/lib/api-client';
import { measureClockOffset } from '../api/get-time-now';
import { saveDraft } from '../api/save-draft';
import { submitExam } from '../api/submit-exam';
import {
  clearAnswers,
  loadAnswers,
  markSynced,
  restoreSelections,
  saveAnswers,
} from '../lib/exam-storage';
import { ExamCountdown } from './exam-countdown';
import { QuestionCard } from './question-card';
import './exam-taking.css';

const copy = messages.exams;
export const draftDelayMs = 1500;
export const retryDelayMs = 5000;

type SaveStatus = 'idle' | 'local' | 'saving' | 'saved';

interface ExamTakingProps {
  exam: StudentExam;
  questions: StudentQuestion[];
  draft: ExamSelections;
  offset: number;
  onSubmitted: (response: SubmitExamResponse, offset: number) => void;
  /** The server refused an auto-submit (closed exam): reload the page's state. */
  onStale: () => void;
}

const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === null;

/** The questions form: choices saved on the phone and as a server draft, timer, submit. */
export function ExamTaking({
  exam,
  questions,
  draft,
  offset: initialOffset,
  onSubmitted,
  onStale,
}: ExamTakingProps) {
  const examId = exam._id;
  const confirm = useConfirm();
  const [start] = useState(() => {
    const local = loadAnswers(examId);
    // Choices this phone kept while the server could not be reached (a reload offline).
    return {
      selections: restoreSelections(local, draft, questions),
      unsynced: local !== null && !local.synced,
    };
  });
  const [selections, setSelections] = useState<ExamSelections>(start.selections);
  const selectionsRef = useRef(selections);
  const [offset, setOffset] = useState(initialOffset);
  const offsetRef = useRef(initialOffset);
  const [saveStatus, setSaveStatusState] = useState<SaveStatus>(start.unsynced ? 'local' : 'idle');
  const saveStatusRef = useRef(saveStatus);
  const setSaveStatus = useCallback((status: SaveStatus) => {
    saveStatusRef.current = status;
    setSaveStatusState(status);
  }, []);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState<{ auto: boolean } | null>(null);
  const [timeOver, setTimeOver] = useState(false);
  const submittingRef = useRef(false);
  const draftTimer = useRef<number | undefined>(undefined);
  const retryTimer = useRef<number | undefined>(undefined);
  const clockInFlight = useRef(false);
  const done = useRef(false);
  // Retries call the latest callbacks through these (a callback cannot name itself).
  const sendDraftRef = useRef<() => void>(() => undefined);
  const submitRef = useRef<(auto: boolean) => void>(() => undefined);

  const timed = exam.isTimed && exam.endTime !== null;

  // Spec: for a timed exam the server time is fetched whenever the exam or the answers change.
  const resyncClock = useCallback(() => {
    if (!timed || clockInFlight.current) return;
    clockInFlight.current = true;
    measureClockOffset()
      .then((measured) => {
        offsetRef.current = measured;
        setOffset(measured);
      })
      .catch(() => undefined)
      .finally(() => {
        clockInFlight.current = false;
      });
  }, [timed]);

  useEffect(() => {
    resyncClock();
  }, [resyncClock]);

  const sendDraft = useCallback(() => {
    if (done.current) return;
    const sent = selectionsRef.current;
    setSaveStatus('saving');
    saveDraft(examId, sent)
      .then(() => {
        markSynced(examId, sent);
        if (selectionsRef.current === sent) setSaveStatus('saved');
      })
      .catch((error: unknown) => {
        if (done.current) return;
        setSaveStatus('local');
        // A lost connection is retried quietly; the phone keeps the answers meanwhile.
        if (isNetworkError(error)) {
          window.clearTimeout(draftTimer.current);
          draftTimer.current = window.setTimeout(() => {
            sendDraftRef.current();
          }, retryDelayMs);
        }
      });
  }, [examId, setSaveStatus]);

  // Back online: what waits on the phone goes now, and the status says so at once.
  useEffect(() => {
    const onOnline = () => {
      if (saveStatusRef.current !== 'local') return;
      window.clearTimeout(draftTimer.current);
      sendDraftRef.current();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, []);

  useEffect(() => {
    if (start.unsynced) sendDraft();
  }, [start, sendDraft]);

  useEffect(
    () => () => {
      window.clearTimeout(draftTimer.current);
      window.clearTimeout(retryTimer.current);
    },
    [],
  );

  const onToggle = useCallback(
    (questionId: string, option: string, limit: number) => {
      if (submittingRef.current || done.current) return;
      const current = selectionsRef.current;
      const next = {
        ...current,
        [questionId]: toggleOption(current[questionId] ?? [], option, limit),
      };
      selectionsRef.current = next;
      setSelections(next);
      saveAnswers(examId, { selections: next, updatedAt: Date.now(), synced: false });
      setSaveStatus('local');
      setMissing((previous) => {
        if (!previous.has(questionId)) return previous;
        const rest = new Set(previous);
        rest.delete(questionId);
        return rest;
      });
      window.clearTimeout(draftTimer.current);
      draftTimer.current = window.setTimeout(sendDraft, draftDelayMs);
      resyncClock();
    },
    [examId, sendDraft, resyncClock, setSaveStatus],
  );

  const submit = useCallback(
    (auto: boolean) => {
      if (submittingRef.current || done.current) return;
      submittingRef.current = true;
      setSubmitting(true);
      window.clearTimeout(draftTimer.current);
      window.clearTimeout(retryTimer.current);
      submitExam(examId, selectionsRef.current)
        .then((response) => {
          done.current = true;
          clearAnswers(examId);
          setFailed(null);
          toast.success(auto ? copy.timeOver : copy.submitted, { toastId: 'exam-submitted' });
          onSubmitted(response, offsetRef.current);
        })
        .catch((error: unknown) => {
          submittingRef.current = false;
          setSubmitting(false);
          if (isNetworkError(error)) {
            // Never lose answers: they stay on the phone and the submit is tried again.
            setFailed({ auto });
            retryTimer.current = window.setTimeout(() => {
              submitRef.current(auto);
            }, retryDelayMs);
          } else if (auto) {
            onStale();
          }
        });
    },
    [examId, onSubmitted, onStale],
  );

  useEffect(() => {
    sendDraftRef.current = sendDraft;
    submitRef.current = submit;
  }, [sendDraft, submit]);

  const onExpire = useCallback(() => {
    setTimeOver(true);
    submit(true);
  }, [submit]);

  const onSubmitClick = () => {
    const unanswered = unansweredQuestions(questions, selectionsRef.current);
    const first = unanswered[0];
    if (first !== undefined) {
      setMissing(new Set(unanswered));
      toast.error(copy.unanswered, { toastId: 'exam-unanswered' });
      document
        .getElementById(`question-${first}`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    void confirm({
      title: copy.submitConfirm,
      content: copy.submitConfirmHint,
      danger: false,
    }).then((confirmed) => {
      if (confirmed) submit(false);
    });
  };

  // Answered means as many picks as the question has correct options, as the submit check counts.
  const answered = questions.length - unansweredQuestions(questions, selections).length;

  return (
    <div className="exam-taking" data-testid="exam-taking">
      <div className="exam-bar" data-testid="exam-bar">
        <span className="exam-bar__progress">{copy.answered(answered, questions.length)}</span>
        <SaveIndicator status={saveStatus} />
        {timed && exam.endTime !== null && (
          <ExamCountdown endTime={exam.endTime} offset={offset} onExpire={onExpire} />
        )}
      </div>
      <header className="exam-taking__head">
        <Heading level={2} className="exam-taking__title">
          <bdi>{exam.title}</bdi>
        </Heading>
        {exam.discription && (
          <Paragraph className="exam-taking__description" dir="auto">
            {exam.discription}
          </Paragraph>
        )}
        <Text secondary>
          {copy.totalQuestions(questions.length)} · {copy.points(exam.totalScore)}
        </Text>
      </header>
      {timeOver && <Alert type="warning" title={copy.timeOverSubmitting} className="exam-alert" />}
      {failed && (
        <Alert
          type="error"
          role="alert"
          className="exam-alert"
          data-testid="submit-failed"
          title={copy.submitFailed}
          action={
            <Button
              size="small"
              loading={submitting}
              onClick={() => {
                submit(failed.auto);
              }}
            >
              {submitting ? copy.retrying : copy.retryNow}
            </Button>
          }
        />
      )}
      <div className="exam-taking__questions">
        {questions.map((question, index) => (
          <QuestionCard
            key={question._id}
            number={index + 1}
            questionId={question._id}
            title={question.title}
            options={question.options}
            imageUrl={question.imageUrl}
            score={question.score}
            choose={question.correctCount}
            selected={selections[question._id] ?? []}
            missing={missing.has(question._id)}
            disabled={submitting || timeOver}
            onToggle={onToggle}
          />
        ))}
      </div>
      <div className="exam-taking__submit">
        <Button
          variant="primary"
          size="large"
          block
          loading={submitting}
          disabled={timeOver && !failed}
          onClick={onSubmitClick}
          data-testid="exam-submit"
        >
          {copy.submit}
        </Button>
      </div>
    </div>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  if (status === 'idle') return null;
  const icon =
    status === 'saved' ? (
      <CheckCircleOutlined />
    ) : status === 'saving' ? (
      <CloudSyncOutlined />
    ) : (
      <MobileOutlined />
    );
  const text =
    status === 'saved' ? copy.saved : status === 'saving' ? copy.saving : copy.savedLocally;
  return (
    <span className={`exam-bar__saved exam-bar__saved--${status}`} data-testid="save-status">
      {icon} {text}
    </span>
  );
}
