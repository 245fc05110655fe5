/**
 * Spec section 5: choosing an option toggles it; once as many options are
 * chosen as the question has correct answers, a new choice replaces the first.
 */
export function toggleOption(selected: readonly string[], option: string, limit: number): string[] {
  if (selected.includes(option)) return selected.filter((chosen) => chosen !== option);
  if (limit <= 0) return [...selected];
  const kept = selected.length >= limit ? selected.slice(selected.length - limit + 1) : selected;
  return [...kept, option];
}

/** The questions still needing choices before a manual submit (auto-submit skips this). */
export function unansweredQuestions(
  questions: ReadonlyArray<{ _id: string; correctCount: number }>,
  selections: Readonly<Record<string, readonly string[] | undefined>>,
): string[] {
  return questions
    .filter((question) => (selections[question._id]?.length ?? 0) < question.correctCount)
    .map((question) => question._id);
}
