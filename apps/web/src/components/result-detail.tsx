import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import type { ResultAnswer, ResultDetail, ResultStanding } from '@sabora/contract';
import type { ReactNode } from 'react';
import { Panel } from './panel';
import { MediaImage } from './media-image';
import { ProgressCircle } from './progress-circle';
import { Tag } from './tag';
import { Heading, Text } from './typography';
import { examMessages } from '@/i18n/exam-messages';
import { formatDate } from '@/lib/format-date';
import { formatPercent, scoreText } from '@/lib/format-score';
import './result-detail.css';

const copy = examMessages.results;

const ratingIcon = {
  correct: <CheckCircleFilled />,
  'semi-correct': <MinusCircleFilled />,
  wrong: <CloseCircleFilled />,
} as const;

// The student reads their own result; an admin reads about the student.
const voices = {
  student: { chosen: copy.yourAnswer, noAnswer: copy.noAnswer, standing: copy.standing },
  admin: {
    chosen: copy.studentAnswer,
    noAnswer: copy.studentNoAnswer,
    standing: copy.studentStanding,
  },
};
type Voice = (typeof voices)[keyof typeof voices];

interface ResultDetailViewProps {
  result: ResultDetail;
  /** Who reads it: the student (the default) or an admin. */
  reader?: keyof typeof voices;
  /** A line above the score (the student's name for the admin). */
  extra?: ReactNode;
  /** Shown between the score and the answers (the exam's honour board). */
  belowScore?: ReactNode;
  /**
   * The exam's title is the page's next heading level: the exam page's h1, an
   * h2 under the profile's h1.
   */
  headingLevel?: 1 | 2 | 3;
}

/** A graded result: the score, then each answer rated correct, semi-correct or wrong. */
export function ResultDetailView({
  result,
  extra,
  belowScore,
  headingLevel = 3,
  reader = 'student',
}: ResultDetailViewProps) {
  const voice = voices[reader];
  const percent = result.totalScore > 0 ? (result.score / result.totalScore) * 100 : 0;
  return (
    <div className="result-detail" data-testid="result-detail">
      <Panel className="result-detail__head">
        <div className="result-detail__head-text">
          <Heading level={headingLevel} className="result-detail__exam">
            <bdi>{result.exam?.title ?? copy.deletedExam}</bdi>
          </Heading>
          {extra}
          <Text secondary>
            <bdi>{formatDate(result.submittedAt)}</bdi>
          </Text>
          {result.standing && <StandingLine standing={result.standing} voice={voice} />}
        </div>
        <ProgressCircle
          size={96}
          percent={percent}
          color={percent >= 50 ? '#1d6b57' : '#d4380d'}
          label={copy.score}
        >
          <bdi dir="ltr" className="result-detail__score" data-testid="result-score">
            {scoreText(result.score, result.totalScore)}
          </bdi>
        </ProgressCircle>
      </Panel>
      {belowScore}
      <ol className="result-detail__answers">
        {result.answers.map((answer, index) => (
          <AnswerCard key={answer._id} answer={answer} number={index + 1} voice={voice} />
        ))}
      </ol>
    </div>
  );
}

/** "ترتيبك 3 من 40" and the class average, on the student's own result. */
function StandingLine({ standing, voice }: { standing: ResultStanding; voice: Voice }) {
  // Isolated left to right, so the sign stays after the digits in an Arabic line.
  const average = `\u2066${formatPercent(standing.averagePercent)}%\u2069`;
  return (
    <p className="result-detail__standing" data-testid="result-standing">
      <span className="result-detail__rank">{voice.standing(standing.rank, standing.of)}</span>
      <span className="result-detail__average">{copy.classAverage(average)}</span>
      {standing.provisional && (
        <span className="result-detail__provisional" data-testid="standing-provisional">
          {copy.provisional}
        </span>
      )}
    </p>
  );
}

function AnswerCard({
  answer,
  number,
  voice,
}: {
  answer: ResultAnswer;
  number: number;
  voice: Voice;
}) {
  const { question } = answer;
  return (
    <li
      className={`answer-card answer-card--${answer.rating}`}
      data-testid="answer-card"
      data-rating={answer.rating}
    >
      <div className="answer-card__head">
        <span className="answer-card__number">{examMessages.exams.question(number)}</span>
        <Tag
          icon={ratingIcon[answer.rating]}
          className={`answer-card__rating answer-card__rating--${answer.rating}`}
        >
          {copy.ratings[answer.rating]}
        </Tag>
        <bdi dir="ltr" className="answer-card__score">
          {scoreText(answer.score, answer.questionScore)}
        </bdi>
      </div>
      {question ? (
        <>
          <p className="answer-card__title" dir="auto">
            {question.title}
          </p>
          {question.imageUrl && (
            <MediaImage src={question.imageUrl} className="question-card__image" />
          )}
          <ul className="answer-card__options">
            {question.options.map((option) => {
              const chosen = answer.selected.includes(option);
              const correct = answer.correct.includes(option);
              const state = correct ? 'correct' : chosen ? 'wrong' : 'plain';
              return (
                <li
                  key={option}
                  className={`answer-option answer-option--${state}${chosen ? ' answer-option--chosen' : ''}`}
                >
                  <span className="answer-option__mark" aria-hidden>
                    {correct ? <CheckCircleFilled /> : chosen ? <CloseCircleFilled /> : null}
                  </span>
                  <bdi dir="auto" className="answer-option__text">
                    {option}
                  </bdi>
                  {chosen && <span className="answer-option__badge">{voice.chosen}</span>}
                </li>
              );
            })}
          </ul>
          {answer.selected.length === 0 && <Text secondary>{voice.noAnswer}</Text>}
        </>
      ) : (
        <div className="answer-card__deleted">
          <Text secondary>{copy.deletedQuestion}</Text>
          <div>
            {voice.chosen}:{' '}
            {answer.selected.map((option) => (
              <Tag key={option}>
                <bdi dir="auto">{option}</bdi>
              </Tag>
            ))}
          </div>
          <div>
            {copy.correctAnswers}:{' '}
            {answer.correct.map((option) => (
              <Tag key={option} color="green">
                <bdi dir="auto">{option}</bdi>
              </Tag>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}
