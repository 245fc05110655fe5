import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, chunkTest } from './chunk-groups';

// import.meta.dirname, not new URL(…, import.meta.url), which vite rewrites to a served path.
const webDir = join(import.meta.dirname, '..', '..');
const repoDir = join(webDir, '..', '..');
const nodeModules = join(repoDir, 'node_modules');

describe('hand-shaped chunks', () => {
  it.each(Object.entries(chunkGroups))('names only files that exist (%s)', (_name, files) => {
    const base = (file: string) =>
      file.startsWith('src/') ? webDir : file.startsWith('packages/') ? repoDir : nodeModules;
    const missing = files.filter((file) => !existsSync(join(base(file), file)));
    expect(missing).toEqual([]);
  });

  it('matches a listed file by its whole path, with either separator', () => {
    const test = chunkTest(chunkGroups.exam);
    expect(test.test('/repo/apps/web/src/features/exams/components/exam-taking.tsx')).toBe(true);
    expect(test.test('C:\\repo\\apps\\web\\src\\features\\exams\\api\\get-admin-exam.ts')).toBe(
      true,
    );
    expect(test.test('/repo/node_modules/@ant-design/icons/es/icons/FieldTimeOutlined.js')).toBe(
      true,
    );
    expect(test.test('/repo/apps/web/src/features/exams/components/exam-taking.test.tsx')).toBe(
      false,
    );
    expect(test.test('/repo/apps/web/src/features/exams/components/my-exam-taking.tsx')).toBe(
      false,
    );
    expect(test.test('/repo/apps/web/src/features/exams/components/exam-page.tsx')).toBe(false);
  });
});
