import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { StatusResult } from '@/components/status-result';
import { Heading } from '@/components/typography';
import { usePageTitle } from '@/components/use-page-title';
import { useExamSolution } from '@/features/exams/api/get-exam-solution';
import { goBack } from '@/features/exams/lib/go-back';
import { VideoPlayer } from '@/features/videos/components/video-player';
import { messages } from '@/i18n/messages';
import { examMessages } from '@/i18n/exam-messages';
import { ApiError } from '@/lib/api-client';
import { loginReturningTo } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { signInToastId } from '@/lib/toast-ids';
import { useHere } from '@/lib/use-here';

const copy = examMessages.exams;

/** What the page says when there is no solution to show: the server's reason when it gave one. */
function refusalOf(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? error.message : copy.notFound;
}

/** `/exam-solution/{id}`: the solution video, once the student has solved the exam. */
export function ExamSolutionPage() {
  const { id = '' } = useParams();
  const { user, admin } = useSession();
  const signedIn = user !== null || admin !== null;
  const here = useHere();
  const navigate = useNavigate();
  usePageTitle(messages.pages.examSolution);
  const query = useExamSolution(id, admin !== null, signedIn);
  const url = query.data?.video.url;
  const locked = query.isSuccess && !url;

  useEffect(() => {
    if (!signedIn) toast.info(messages.catalogue.loginFirst, { toastId: signInToastId });
  }, [signedIn]);

  useEffect(() => {
    if (!locked) return;
    toast.warning(copy.solveFirst, { toastId: 'solve-first' });
    goBack(navigate);
  }, [locked, navigate]);

  if (!signedIn) return <Navigate to={loginReturningTo(here)} replace />;
  if (query.isPending) {
    return (
      <div className="exam-page" aria-busy>
        <div className="video-frame">
          <div className="skeleton-block video-frame__skeleton" />
        </div>
      </div>
    );
  }
  if (query.isError || !url) {
    return (
      <div className="exam-page">
        <StatusResult
          status="warning"
          title={query.isError ? refusalOf(query.error) : copy.solveFirst}
          heading
          data-testid="solution-missing"
        />
      </div>
    );
  }
  const { exam } = query.data;
  return (
    <div className="exam-page exam-solution" data-testid="exam-solution">
      <Heading level={1} drawnAs={2}>
        {copy.solutionOf(exam.title)} <bdi>{exam.title}</bdi>
      </Heading>
      <VideoPlayer
        url={url}
        title={`${copy.solutionOf(exam.title)} ${exam.title}`}
        imageUrl={query.data.video.imageUrl}
      />
    </div>
  );
}
