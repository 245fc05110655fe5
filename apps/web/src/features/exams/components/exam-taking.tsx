import { CheckCircleOutlined, CloudSyncOutlined, MobileOutlined } from '@ant-design/icons';
import { unansweredQuestions } from '@sabora/contract';
import { useCallback } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Heading, Paragraph, Text } from '@/components/typography';
import { messages } from '@/i18n/messages';
import { acceptsAnswers, isSending, type SaveStatus } from '../lib/exam-machine';
import { useExamMachine, type ExamMachineOptions } from '../lib/use-exam-machine';
import { ExamCountdown } from './exam-countdown';
import { QuestionCard } from './question-card';
import './exam-taking.css';

const copy = messages.exams;

/**
 * The questions form: choices saved on the phone and as a server draft, timer,
 * submit. A view over the exam's state machine (lib/exam-machine.ts).
 */
export function ExamTaking(props: ExamMachineOptions) {
  const { exam, questions } = props;
  const { state, dispatch } = useExamMachine(props);
  const { selections, missing, phase } = state;
  const sending = isSending(phase) || phase === 'submitted';
  const timeOver = state.deadlinePassed;
  const failed = state.retrying;

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
      <div className="exam-bar" data-testid="exam-bar">
        <span className="exam-bar__progress">{copy.answered(answered, questions.length)}</span>
        <SaveIndicator status={state.save} />
        {exam.isTimed && exam.endTime !== null && (
          <ExamCountdown endTime={exam.endTime} offset={state.offset} onExpire={onExpire} />
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
            disabled={!acceptsAnswers(state)}
            onToggle={onToggle}
          />
        ))}
      </div>
      <div className="exam-taking__submit">
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
