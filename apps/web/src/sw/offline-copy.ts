/**
 * The header the service worker adds to an API answer it served from its
 * cache because the network failed: the time (epoch ms) the copy was stored.
 * The page marks what it shows as offline, and never trusts a copied
 * `serverTime` as the server's clock.
 */
export const offlineCopyHeader = 'x-sabora-offline-copy';
