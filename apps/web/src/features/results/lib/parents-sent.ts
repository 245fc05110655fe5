import { useCallback, useState } from 'react';
import { z } from 'zod';

/** Results whose parent was sent the WhatsApp message, kept per exam in this browser. */
export const parentsSentKey = (examId: string) => `parents-sent:${examId}`;

const storedSchema = z.array(z.string());

export function loadSent(examId: string): Set<string> {
  try {
    const raw = localStorage.getItem(parentsSentKey(examId));
    if (raw === null) return new Set();
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return new Set(parsed.success ? parsed.data : []);
  } catch {
    return new Set();
  }
}

function saveSent(examId: string, sent: ReadonlySet<string>): void {
  try {
    localStorage.setItem(parentsSentKey(examId), JSON.stringify([...sent]));
  } catch {
    // A full or blocked storage: the marks last until the page closes.
  }
}

/** The sent marks of an exam's parents' list, remembered across reloads. */
export function useParentsSent(examId: string) {
  const [sent, setSent] = useState(() => loadSent(examId));
  const markSent = useCallback(
    (resultId: string) => {
      setSent((previous) => {
        if (previous.has(resultId)) return previous;
        const next = new Set(previous).add(resultId);
        saveSent(examId, next);
        return next;
      });
    },
    [examId],
  );
  return { sent, markSent };
}
