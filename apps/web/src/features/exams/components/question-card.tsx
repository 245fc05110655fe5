import { CheckOutlined } from '@ant-design/icons';
import { memo } from 'react';
import { MediaImage } from '@/components/media-image';
import { Tag } from '@/components/tag';
import { examMessages } from '@/i18n/exam-messages';
import { formatScore } from '@/lib/format-score';
import './question-card.css';

const copy = examMessages.exams;

export interface QuestionCardProps {
  number: number;
  questionId: string;
  title: string;
  options: readonly string[];
  imageUrl: string | null;
  score: number;
  /** How many options to choose (the number of correct ones). */
  choose: number;
  selected: readonly string[];
  /** Marks an unanswered question after a refused submit. */
  missing?: boolean;
  /** Correct options, shown on the admin's read-only preview. */
  correct?: readonly string[];
  disabled?: boolean;
  onToggle?: (questionId: string, option: string, limit: number) => void;
}

/** One question: its number, the German text kept left-to-right, and big tappable options. */
export const QuestionCard = memo(function QuestionCard({
  number,
  questionId,
  title,
  options,
  imageUrl,
  score,
  choose,
  selected,
  missing = false,
  correct,
  disabled = false,
  onToggle,
}: QuestionCardProps) {
  const titleId = `question-title-${questionId}`;
  return (
    <section
      id={`question-${questionId}`}
      className={`question-card${missing ? ' question-card--missing' : ''}`}
      aria-labelledby={titleId}
      data-testid="question-card"
    >
      <header className="question-card__head">
        <span className="question-card__number">{copy.question(number)}</span>
        <span
          className={`question-card__choose${correct === undefined && selected.length >= choose ? ' question-card__choose--done' : ''}`}
          data-testid="question-choose"
        >
          {copy.choose(choose)}
        </span>
        <span className="question-card__points">{copy.points(Number(formatScore(score)))}</span>
      </header>
      <p id={titleId} className="question-card__title" dir="auto">
        {title}
      </p>
      {imageUrl && <MediaImage src={imageUrl} className="question-card__image" />}
      <div className="question-card__options" role="group" aria-labelledby={titleId}>
        {options.map((option) => {
          const isSelected = selected.includes(option);
          const isCorrect = correct?.includes(option) ?? false;
          return (
            <button
              key={option}
              type="button"
              role="checkbox"
              aria-checked={isSelected}
              disabled={disabled}
              className={`option-choice${isSelected ? ' option-choice--selected' : ''}${isCorrect ? ' option-choice--correct' : ''}`}
              onClick={() => onToggle?.(questionId, option, choose)}
            >
              <span className="option-choice__box" aria-hidden>
                {(isSelected || isCorrect) && <CheckOutlined />}
              </span>
              <bdi dir="auto" className="option-choice__text">
                {option}
              </bdi>
              {isCorrect && <Tag color="green">{copy.correctOption}</Tag>}
            </button>
          );
        })}
      </div>
    </section>
  );
});
