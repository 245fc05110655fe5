import { describe, expect, it } from 'vitest';
import { changedFields, createdFields, deletedFields } from './audit-changes';

describe('changedFields', () => {
  it('keeps only the fields whose value differs, lists compared by content', () => {
    expect(
      changedFields(
        { _id: 'a', name: 'مريم', courses: ['x', 'y'], vip: false, updatedAt: 1 },
        { _id: 'a', name: 'مريم', courses: ['x', 'y'], vip: true, updatedAt: 2 },
      ),
    ).toEqual({ vip: { before: false, after: true } });
  });

  it('sees a changed list and a field that appears or disappears', () => {
    expect(changedFields({ courses: ['x'], note: 'a' }, { courses: ['x', 'y'] })).toEqual({
      courses: { before: ['x'], after: ['x', 'y'] },
      note: { before: 'a', after: null },
    });
  });

  it('records everything of something created or deleted, without ids and times', () => {
    const item = { _id: 'a', title: 'Kurs', price: 0, createdAt: 1, updatedAt: 1 };
    expect(createdFields(item)).toEqual({
      title: { before: null, after: 'Kurs' },
      price: { before: null, after: 0 },
    });
    expect(deletedFields(item)).toEqual({
      title: { before: 'Kurs', after: null },
      price: { before: 0, after: null },
    });
  });
});
