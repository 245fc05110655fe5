import type { ReactNode } from 'react';
import { messages } from '@/i18n/messages';
import { useModalApi } from './confirm-scope';

interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  danger?: boolean;
}

/**
 * Asks before a destructive action (spec: deletes). Resolves true on confirm.
 * The page must sit inside a ConfirmScope, which renders the dialog within the RTL theme.
 */
export function useConfirm(): (options?: ConfirmOptions) => Promise<boolean> {
  const modal = useModalApi();
  return ({ title = messages.common.areYouSure, content, danger = true } = {}) =>
    new Promise((resolve) => {
      modal.confirm({
        title,
        content,
        okText: messages.common.confirm,
        cancelText: messages.common.cancel,
        okButtonProps: { danger },
        onOk: () => {
          resolve(true);
        },
        onCancel: () => {
          resolve(false);
        },
      });
    });
}
