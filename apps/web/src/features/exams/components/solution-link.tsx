import { LinkButton } from '@/components/link-button';
import { examMessages } from '@/i18n/exam-messages';
import { useExamSolution } from '../api/get-exam-solution';

/**
 * "See the solution", only when the exam has one the student may watch now:
 * the page asks for it (the same call the solution page makes, so the tap
 * opens at once) and shows nothing while it is missing.
 */
export function SolutionLink({ examId }: { examId: string }) {
  const query = useExamSolution(examId, false, true);
  if (!query.data?.video.url) return null;
  return <LinkButton to={`/exam-solution/${examId}`}>{examMessages.results.solution}</LinkButton>;
}
