import { CheckCircleOutlined, CloudSyncOutlined, MobileOutlined } from '@ant-design/icons';
import { unansweredQuestions } from '@sabora/contract';
import { useCallback, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Heading, Paragraph, Text } from '@/components/typography';
import { examMessages } from '@/i18n/exam-messages';
import { formatDate } from '@/lib/format-date';
import { useOwnOfflineNotice } from '@/lib/offline-copy-store';
import { useToastsBelow } from '@/lib/use-toasts-below';
import { acceptsAnswers, isSending, type SaveStatus } from '../lib/exam-machine';
import { remainingMs } from '../lib/server-clock';
import { useExamMachine, type ExamMachineOptions } from '../lib/use-exam-machine';
import { useOnline } from '../lib/use-online';
import { ExamCountdown } from './exam-countdown';
import { QuestionCard } from './question-card';
import './exam-taking.css';

const copy = examMessages.exams;

/**
 * The questions form: choices saved on the phone and as a server draft, timer,
 * submit. A view over the exam's state machine (lib/exam-machine.ts).
 */
export function ExamTaking(props: ExamMachineOptions) {
  const { exam, questions, offset } = props;
  const { state, dispatch } = useExamMachine(props);
  const { override, startTime, endTime } = exam;
  // Late start: opened (nothing answered yet) with over a minute of the exam gone.
  const [lateLeft, setLateLeft] = useState(() => {
    if (!exam.isTimed || startTime === null || endTime === null) return 0;
    if (Object.keys(state.selections).length > 0) return 0;
    const left = remainingMs(endTime, Date.now(), offset);
    return endTime - startTime - left > 60_000 ? left : 0;
  });
  const { selections, missing, phase } = state;
  const sending = isSending(phase) || phase === 'submitted';
  const timeOver = state.deadlinePassed;
  const failed = state.retrying;
  const online = useOnline();
  const offlineNotice = !failed && (phase === 'offline' || !online);
  useOwnOfflineNotice(offlineNotice);
  // A student must see the time left whatever a toast says (a refused save, the network).
  const bar = useRef<HTMLDivElement>(null);
  useToastsBelow(bar);

  const onToggle = useCallback(
    (questionId: string, option: string, limit: number) => {
      dispatch({ type: 'answer-chosen', questionId, option, limit });
    },
    [dispatch],
  );
  const onExpire = useCallback(() => {
    dispatch({ type: 'deadline-reached' });
  }, [dispatch]);

  // Answered means as many picks as the question has correct options, as the submit check counts.
  const answered = questions.length - unansweredQuestions(questions, selections).length;

  return (
    <div className="exam-taking" data-testid="exam-taking">
      <div ref={bar} className="exam-bar" data-testid="exam-bar">
        <span className="exam-bar__progress">{copy.answered(answered, questions.length)}</span>
        <SaveIndicator status={state.save} />
        {exam.isTimed && exam.endTime !== null && (
          <ExamCountdown endTime={exam.endTime} offset={state.offset} onExpire={onExpire} />
        )}
        {/* In the sticky bar: a student scrolled to the last question still sees it. */}
        {offlineNotice && (
          <Alert
            type="info"
            role="status"
            className="exam-bar__notice"
            data-testid="offline-banner"
            // Online but unanswered (the server down, a 5xx): "النت فاصل" would send the
            // student to check a connection that works.
            title={online ? copy.serverAwaySafe : copy.offlineSafe}
          />
        )}
        {failed && (
          <Alert
            type="info"
            role="status"
            className="exam-bar__notice"
            data-testid="submit-failed"
            title={copy.submitFailed}
            action={
              <Button
                size="small"
                loading={sending}
                onClick={() => {
                  dispatch({ type: 'retry-due' });
                }}
              >
                {sending ? copy.retrying : copy.retryNow}
              </Button>
            }
          />
        )}
      </div>
      <header className="exam-taking__head">
        <Heading level={1} drawnAs={2} className="exam-taking__title">
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
        {override && (
          <p className="exam-taking__own" data-testid="own-window">
            {override.startTime === null && override.endTime === null
              ? copy.extraTime(override.extraMinutes)
              : copy.ownWindow(formatDate(startTime!), formatDate(endTime!))}
          </p>
        )}
      </header>
      {lateLeft > 0 && (
        <Alert
          type="warning"
          className="exam-alert"
          data-testid="late-start"
          title={copy.lateStart(Math.floor(lateLeft / 60_000))}
          action={
            <Button
              variant="primary"
              onClick={() => {
                setLateLeft(0);
              }}
            >
              {copy.start}
            </Button>
          }
        />
      )}
      {timeOver && <Alert type="warning" title={copy.timeOverSubmitting} className="exam-alert" />}
      <div className="exam-taking__questions" hidden={lateLeft > 0}>
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
            disabled={!acceptsAnswers(state)}
            onToggle={onToggle}
          />
        ))}
      </div>
      <div className="exam-taking__submit" hidden={lateLeft > 0}>
        <Button
          variant="primary"
          size="large"
          block
          loading={sending}
          disabled={timeOver && !failed}
          onClick={() => {
            dispatch({ type: 'submit-requested' });
          }}
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
