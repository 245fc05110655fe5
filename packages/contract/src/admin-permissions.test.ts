import { describe, expect, it } from 'vitest';
import { adminActions, adminPermissions, can, isDeleteAction } from './admin-permissions';
import { adminTypes } from './admin-types';

describe('the admin permission table', () => {
  it('lets the main admin do everything', () => {
    for (const action of adminActions) expect(can('main', action), action).toBe(true);
  });

  it('keeps from an assistant what design.md keeps from them, and no more', () => {
    const assistant = adminActions.filter((action) => can('secondary', action));
    expect(assistant.sort()).toEqual(['calls.export', 'students.export', 'viewers.export']);
  });

  it('never deletes for an assistant', () => {
    for (const action of adminActions.filter(isDeleteAction)) {
      expect(can('secondary', action), action).toBe(false);
    }
  });

  it('names only known admin types, each once', () => {
    for (const types of Object.values(adminPermissions)) {
      expect(types.every((type) => (adminTypes as readonly string[]).includes(type))).toBe(true);
      expect(new Set(types).size).toBe(types.length);
    }
  });
});
