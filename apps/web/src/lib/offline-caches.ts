import { userCachePrefix } from '@/sw/api-cache';

/**
 * Deletes the answers the service worker kept for signed-in accounts
 * (decision 0171): at logout, when a session ends, and when another account
 * signs in on the same phone. `keepUserId` is the account now signed in.
 */
export async function forgetAccountCaches(keepUserId?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keep =
    keepUserId === undefined ? null : `${userCachePrefix}${encodeURIComponent(keepUserId)}`;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(userCachePrefix) && name !== keep)
      .map((name) => caches.delete(name)),
  );
}
