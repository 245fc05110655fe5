import type { NavigateFunction } from 'react-router';

/** Back where the student came from, or home when the page was opened directly. */
export function goBack(navigate: NavigateFunction): void {
  const state = window.history.state as { idx?: number } | null;
  if (typeof state?.idx === 'number' && state.idx > 0) void navigate(-1);
  else void navigate('/', { replace: true });
}
