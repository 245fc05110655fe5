import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  it('sends a save made offline at once, so its failure is said instead of a paused spinner', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    const save = vi.fn(() => Promise.reject(new Error('no network')));
    const mutation = client.getMutationCache().build(client, { mutationFn: save });
    const outcome = await Promise.race([
      mutation.execute(undefined).then(
        () => 'saved',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 100)),
    ]);
    expect(save).toHaveBeenCalledOnce();
    expect(outcome).toBe('failed');
  });
});
