import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/locations';

export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

interface Journal {
  entries: JournalEntry[];
}

const journalOf = (folder: string) => join(folder, 'meta', '_journal.json');
const readJournal = (folder: string) =>
  JSON.parse(readFileSync(journalOf(folder), 'utf8')) as Journal;

/** The entries of the API's own migration journal. */
export function journalEntries(): JournalEntry[] {
  return readJournal(migrationsFolder).entries;
}

/**
 * A copy of the API's migrations in a new temporary folder (the caller removes
 * it): only those before the tag `before`, when given, then `extra` after them.
 */
export function migrationsCopy(
  options: { before?: string; extra?: Array<{ tag: string; sql: string }> } = {},
): string {
  const folder = mkdtempSync(join(tmpdir(), 'sabora-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const before = options.before;
  const journal = readJournal(folder);
  const entries = journal.entries.filter((entry) => !before || entry.tag < before);
  for (const migration of options.extra ?? []) {
    const last = entries.at(-1)!;
    entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: migration.tag });
    writeFileSync(join(folder, `${migration.tag}.sql`), migration.sql);
  }
  writeFileSync(journalOf(folder), JSON.stringify({ ...journal, entries }));
  return folder;
}
