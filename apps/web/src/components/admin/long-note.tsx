import { useState } from 'react';
import { operationsMessages } from '@/i18n/operations-messages';
import './long-note.css';

/** Past this many characters a note in a list shows its start, about three lines of its cell. */
export const noteShownLength = 160;

/** The note's first words up to the shown length, not a word cut in two. */
function startOf(note: string): string {
  const start = note.slice(0, noteShownLength);
  const lastSpace = start.lastIndexOf(' ');
  return (lastSpace > noteShownLength / 2 ? start.slice(0, lastSpace) : start).trimEnd();
}

/**
 * A note in an admin list (a call's, a bill's, a wallet line's). A long one
 * showed whole made its row a page tall; it shows its start and opens in place.
 */
export function LongNote({ note }: { note: string }) {
  const [open, setOpen] = useState(false);
  if (note.length <= noteShownLength) return <bdi>{note}</bdi>;
  return (
    <span className="long-note">
      <bdi>{open ? note : `${startOf(note)}…`}</bdi>{' '}
      <button
        type="button"
        className="long-note__toggle"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {open ? operationsMessages.ops.noteLess : operationsMessages.ops.noteMore}
      </button>
    </span>
  );
}
