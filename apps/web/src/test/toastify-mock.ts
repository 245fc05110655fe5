import { vi } from 'vitest';

/**
 * react-toastify with every call recorded, for a test file's
 * `vi.mock('react-toastify', () => import('@/test/toastify-mock'))`.
 */
export const toast = Object.assign(vi.fn(), {
  error: vi.fn(),
  info: vi.fn(),
  success: vi.fn(),
  warning: vi.fn(),
  dismiss: vi.fn(),
});
