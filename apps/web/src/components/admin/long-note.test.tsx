import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationsMessages } from '@/i18n/operations-messages';
import { LongNote, noteShownLength } from './long-note';

const copy = operationsMessages.ops;

describe('a note in an admin list', () => {
  it('shows a short note whole, with nothing to open', () => {
    render(<LongNote note="اتصل بعد العصر" />);
    expect(screen.getByText('اتصل بعد العصر')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  // An outsider's walk: a 1,000-character note made its row about 600px tall.
  it('shows the start of a long one and opens it in place, and back', () => {
    const note = `${'ولي الأمر قال إن '.repeat(40)}آخر كلمة`;
    render(<LongNote note={note} />);
    const toggle = screen.getByRole('button', { name: copy.noteMore });
    expect(screen.queryByText('آخر كلمة', { exact: false })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const shown = toggle.previousSibling?.previousSibling?.textContent ?? '';
    expect(shown.length).toBeLessThanOrEqual(noteShownLength + 1);
    // Cut between words: what shows ends with a whole one.
    const start = shown.slice(0, -1);
    expect(note.startsWith(start)).toBe(true);
    expect(note[start.length]).toBe(' ');
    fireEvent.click(toggle);
    expect(screen.getByText(note)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: copy.noteLess }));
    expect(screen.queryByText(note)).toBeNull();
  });
});
