import { fileURLToPath } from 'node:url';

// This module sits one folder below apps/api both as source (src/) and when
// bundled (dist/), so these resolve the same in development and production.
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const seedAssetsFolder = fileURLToPath(new URL('../seed-assets', import.meta.url));
