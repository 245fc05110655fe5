// E2E_PORT lets two suites run side by side on one machine.
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const e2eAdmin = {
  identifier: 'teacher@sabora.test',
  password: 'Lehrer-2026-pass',
} as const;

/** Where screenshots land for people to look at; kept by CI as artifacts. */
export const artifactsDir = new URL('../artifacts/', import.meta.url).pathname;
