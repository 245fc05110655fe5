import type { ReactNode } from 'react';
import { messages } from '@/i18n/messages';
import { useAsk } from './confirm-scope';

interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  danger?: boolean;
}

/**
 * Asks before a destructive action (spec: deletes). Resolves true on confirm.
 * The page must sit inside a ConfirmScope, which draws the dialog.
 */
export function useConfirm(): (options?: ConfirmOptions) => Promise<boolean> {
  const ask = useAsk();
  return ({ title = messages.common.areYouSure, content, danger = true } = {}) =>
    ask({ title, content, danger });
}
