import { apiPaths, apiPrefix } from '@sabora/contract/paths';

/**
 * Whether the server answers now: its health check (the process and its
 * database), asked past every cache, the service worker's copies included.
 */
export async function serverAnswers(): Promise<boolean> {
  try {
    const answer = await fetch(`${apiPrefix}${apiPaths.health}`, { cache: 'no-store' });
    return answer.ok;
  } catch {
    return false;
  }
}
