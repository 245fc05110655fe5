import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionCard, type QuestionCardProps } from './question-card';

const card = (props: Partial<QuestionCardProps>) =>
  render(
    <QuestionCard
      number={1}
      questionId="q1"
      title="Wie heißt das?"
      options={['der Tisch', 'die Tisch', 'das Tisch']}
      imageUrl={null}
      score={2}
      choose={2}
      selected={[]}
      {...props}
    />,
  );

const doneClass = 'question-card__choose--done';

describe('a question’s "choose" reminder', () => {
  it('stays orange until as many options are chosen as asked', () => {
    card({ selected: ['der Tisch'] });
    expect(screen.getByTestId('question-choose')).not.toHaveClass(doneClass);
  });

  it('steps back once the question is answered as asked', () => {
    card({ selected: ['der Tisch', 'das Tisch'] });
    expect(screen.getByTestId('question-choose')).toHaveClass(doneClass);
  });

  it('is not marked on the preview that shows the correct options', () => {
    card({ selected: ['der Tisch', 'das Tisch'], correct: ['der Tisch'] });
    expect(screen.getByTestId('question-choose')).not.toHaveClass(doneClass);
  });

  it('counts the marks the Arabic way', () => {
    card({});
    expect(screen.getByText('درجتين')).toBeInTheDocument();
  });
});
