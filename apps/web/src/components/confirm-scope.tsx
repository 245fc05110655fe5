import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  danger: boolean;
}

type Ask = (options: ConfirmOptions) => Promise<boolean>;

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

const AskContext = createContext<Ask | null>(null);

/**
 * Holds the question useConfirm asks. The pages that confirm (the admin area,
 * the exam) carry it; the dialog is plain markup, so the exam, which students
 * open, needs no antd (docs/decisions/0070).
 */
export function ConfirmScope({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [ask] = useState(() => {
    const open: Ask = (options) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...options, resolve });
      });
    return open;
  });
  return (
    <AskContext value={ask}>
      {children}
      {pending && (
        <ConfirmDialog
          title={pending.title}
          content={pending.content}
          danger={pending.danger}
          onClose={(confirmed) => {
            pending.resolve(confirmed);
            setPending(null);
          }}
        />
      )}
    </AskContext>
  );
}

export function useAsk(): Ask {
  const ask = useContext(AskContext);
  if (!ask) throw new Error('useConfirm needs a ConfirmScope above it');
  return ask;
}
