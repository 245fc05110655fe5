import { FieldTimeOutlined, StopOutlined } from '@ant-design/icons';
import type { SubmitExamResponse } from '@sabora/contract';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { LinkButton } from '@/components/link-button';
import { StatusResult } from '@/components/status-result';
import { ConfirmScope } from '@/components/confirm-scope';
import { usePageTitle } from '@/components/use-page-title';
import { Heading, Paragraph, Text } from '@/components/typography';
import { messages } from '@/i18n/messages';
import { examMessages } from '@/i18n/exam-messages';
import { formatCairoDateUnbroken, formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { useScrollToTopOn } from '@/lib/use-scroll-to-top';
import { useAdminExam } from '../api/get-admin-exam';
import { examKey, useExam } from '../api/get-exam';
import type { ExamPageData } from '../api/get-exam';
import { useSaveDraft } from '../api/save-draft';
import { useSubmitExam } from '../api/submit-exam';
import { goBack } from '../lib/go-back';
import type { NotArrived } from '../lib/submit-outbox';
import { useLateGrading } from '../lib/use-late-grading';
import { useServerMoment } from '../lib/use-server-moment';
import { ExamTaking } from './exam-taking';
import { QuestionCard } from './question-card';
import './exam-page.css';
import { OfflineNotSaved } from '@/components/offline-not-saved';
import { waitsForNetwork } from '@/lib/offline-query';

const copy = examMessages.exams;

// A result is the page's end, not its first screen: loaded when there is one.
const ExamOutcome = lazy(() =>
  import('./exam-outcome').then((module) => ({ default: module.ExamOutcome })),
);
const EarlyResultNotice = lazy(() =>
  import('./early-result-notice').then((module) => ({ default: module.EarlyResultNotice })),
);

/** `/exam/{id}`: every state of the spec's exam page. */
export function ExamPage() {
  const { id = '' } = useParams();
  const { user, admin } = useSession();
  usePageTitle(messages.pages.exam);
  if (admin) return <AdminExamPreview id={id} />;
  if (!user) return <VisitorNotice />;
  return <StudentExam id={id} />;
}

/** Spec section 5: a visitor is warned that exams are for students and sent back. */
function VisitorNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.warning(copy.studentsOnly, { toastId: 'exam-students-only' });
    goBack(navigate);
  }, [navigate]);
  return <StatusResult status="warning" title={copy.studentsOnly} heading />;
}

function ExamSkeleton() {
  return (
    <div className="exam-page exam-skeleton" aria-busy>
      {[2, 6].map((lines) => (
        <div key={lines} className="exam-skeleton__block">
          {Array.from({ length: lines }, (_, index) => (
            <div key={index} className="skeleton-line" />
          ))}
        </div>
      ))}
    </div>
  );
}

function submittedKind(page: ExamPageData['page'] | undefined): string | null {
  if (page && 'result' in page) return 'result';
  if (page && 'earlyResult' in page) return 'earlyResult';
  return null;
}

export function StudentExam({ id }: { id: string }) {
  const query = useExam(id, true);
  const queryClient = useQueryClient();
  const saveDraft = useSaveDraft(id);
  const submit = useSubmitExam(id);
  // A submit swaps the questions for the result: it opens at its top, not where the submit button was.
  useScrollToTopOn(submittedKind(query.data?.page));
  const { refetch } = query;
  useLateGrading(
    id,
    query.data,
    useCallback(() => {
      void refetch();
    }, [refetch]),
  );

  if (waitsForNetwork(query)) return <OfflineNotSaved />;
  if (query.isPending) return <ExamSkeleton />;
  if (query.isError) {
    return (
      <div className="exam-page">
        <StatusResult status="warning" title={copy.notFound} heading />
      </div>
    );
  }
  const { page: shown, offset, missed } = query.data;
  const onSubmitted = (response: SubmitExamResponse, offset: number, missed: NotArrived | null) => {
    queryClient.setQueryData<ExamPageData>(examKey(id), { page: response, offset, missed });
  };
  const onStale = () => {
    void query.refetch();
  };

  let content;
  if ('earlyResult' in shown) {
    content = (
      <Suspense fallback={<ExamSkeleton />}>
        <EarlyResultNotice
          revealAt={shown.earlyResult.revealAt}
          offset={offset}
          onReveal={onStale}
        />
      </Suspense>
    );
  } else if ('result' in shown) {
    content = (
      <Suspense fallback={<ExamSkeleton />}>
        <ExamOutcome examId={id} result={shown.result} missed={missed} />
      </Suspense>
    );
  } else if ('earlyExam' in shown) {
    content = <EarlyExamNotice exam={shown.earlyExam} offset={offset} onStart={onStale} />;
  } else if ('lateExam' in shown) {
    content = (
      <StatusResult
        icon={<StopOutlined />}
        title={copy.lateExam}
        heading
        subTitle={<bdi>{shown.lateExam.title}</bdi>}
        extra={<LinkButton to="/">{messages.common.backHome}</LinkButton>}
        data-testid="late-exam"
      />
    );
  } else {
    content = (
      <ConfirmScope>
        <ExamTaking
          key={shown.exam._id}
          exam={shown.exam}
          questions={shown.questions}
          draft={shown.draft}
          offset={offset}
          onSubmitted={onSubmitted}
          onStale={onStale}
          saveDraft={saveDraft.mutateAsync}
          submit={submit.mutateAsync}
        />
      </ConfirmScope>
    );
  }
  return <div className="exam-page">{content}</div>;
}

interface EarlyExamNoticeProps {
  exam: { title: string; discription: string; startTime: number };
  offset: number;
  /** Asks for the exam again once it starts. */
  onStart: () => void;
}

/** A timed exam before its start: says when (Cairo time), then opens by itself. */
function EarlyExamNotice({ exam, offset, onStart }: EarlyExamNoticeProps) {
  useServerMoment(exam.startTime, offset, onStart);
  return (
    <StatusResult
      icon={<FieldTimeOutlined />}
      title={<bdi>{exam.title}</bdi>}
      heading
      subTitle={
        <>
          <span className="exam-page__starts" data-testid="exam-starts">
            {copy.startsOn(formatCairoDateUnbroken(exam.startTime))}
          </span>
          <span dir="auto" className="exam-page__description">
            {exam.discription || copy.earlyExamHint}
          </span>
        </>
      }
      data-testid="early-exam"
    />
  );
}

/** An admin sees the exam with its answers but cannot submit. */
function AdminExamPreview({ id }: { id: string }) {
  const query = useAdminExam(id);
  if (query.isPending) return <ExamSkeleton />;
  if (query.isError) {
    return (
      <div className="exam-page">
        <StatusResult status="warning" title={copy.notFound} heading />
      </div>
    );
  }
  const { exam, questions } = query.data;
  return (
    <div className="exam-page" data-testid="admin-exam-preview">
      <Alert type="warning" title={copy.adminPreview} className="exam-alert" />
      <header className="exam-taking__head">
        <Heading level={1} drawnAs={2} className="exam-taking__title">
          <bdi>{exam.title}</bdi>
        </Heading>
        {exam.discription && <Paragraph dir="auto">{exam.discription}</Paragraph>}
        {exam.isTimed && exam.startTime !== null && exam.endTime !== null && (
          <Text secondary>
            {copy.startsAt} <bdi>{formatDate(exam.startTime)}</bdi> — {copy.endsAt}{' '}
            <bdi>{formatDate(exam.endTime)}</bdi>
          </Text>
        )}
      </header>
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
            choose={question.correct.length}
            selected={[]}
            correct={question.correct}
            disabled
          />
        ))}
      </div>
      <div className="exam-taking__submit">
        <Button
          size="large"
          block
          onClick={() => {
            toast.warning(copy.onlyStudentsSubmit, { toastId: 'only-students-submit' });
          }}
        >
          {copy.submit}
        </Button>
      </div>
    </div>
  );
}
