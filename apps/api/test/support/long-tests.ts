import { inject } from 'vitest';

/** True when SABORA_LONG_TESTS=1 (set by `.ci/run`): suites that take minutes run only then. */
export const longTests = inject('longTests');
