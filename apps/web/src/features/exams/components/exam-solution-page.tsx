import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { StatusResult } from '@/components/status-result';
import { usePageTitle } from '@/components/use-page-title';
import { Heading } from '@/components/typography';
import { VideoPlayer } from '@/features/videos/components/video-player';
import { messages } from '@/i18n/messages';
import { useSession } from '@/lib/session';
import { useExamSolution } from '../api/get-exam-solution';
import { goBack } from '../lib/go-back';

const copy = messages.exams;

/** `/exam-solution/{id}`: the solution video, once the student has solved the exam. */
export function ExamSolutionPage() {
  const { id = '' } = useParams();
  const { user, admin } = useSession();
  const signedIn = user !== null || admin !== null;
  const navigate = useNavigate();
  usePageTitle(messages.pages.examSolution);
  const query = useExamSolution(id, admin !== null, signedIn);
  const url = query.data?.video.url;
  const locked = query.isSuccess && !url;

  useEffect(() => {
    if (!signedIn) toast.info(messages.catalogue.loginFirst, { toastId: 'login-first' });
  }, [signedIn]);

  useEffect(() => {
    if (!locked) return;
    toast.warning(copy.solveFirst, { toastId: 'solve-first' });
    goBack(navigate);
  }, [locked, navigate]);

  if (!signedIn) return <Navigate to="/login" replace />;
  if (query.isPending) {
    return (
      <div className="exam-page">
        <Skeleton.Node active className="video-frame" />
      </div>
    );
  }
  if (query.isError || !url) {
    return (
      <div className="exam-page">
        <StatusResult status="warning" title={query.isError ? copy.notFound : copy.solveFirst} />
      </div>
    );
  }
  return (
    <div className="exam-page exam-solution" data-testid="exam-solution">
      <Heading level={2}>{copy.solution}</Heading>
      <VideoPlayer url={url} title={copy.solution} imageUrl={query.data.video.imageUrl} />
    </div>
  );
}
