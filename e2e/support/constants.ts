export const e2ePort = 3100;

export const e2eAdmin = {
  identifier: 'teacher@sabora.test',
  password: 'Lehrer-2026-pass',
} as const;

/** Where screenshots land for people to look at; kept by CI as artifacts. */
export const artifactsDir = new URL('../artifacts/', import.meta.url).pathname;
