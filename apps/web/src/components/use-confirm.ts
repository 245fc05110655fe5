import { App } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '@/i18n/messages';

interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  danger?: boolean;
}

/**
 * Asks before a destructive action (spec: deletes). Resolves true on confirm.
 * Goes through antd's App context so the dialog gets the RTL theme.
 */
export function useConfirm(): (options?: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
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
