import { ExclamationCircleFilled } from '@ant-design/icons';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { messages } from '@/i18n/messages';
import { Button } from './button';

interface ConfirmDialogProps {
  title: ReactNode;
  content?: ReactNode;
  danger: boolean;
  onClose: (confirmed: boolean) => void;
}

/**
 * A modal question with confirm and cancel, drawn like antd's Modal.confirm.
 * Focus moves to the confirm button, Tab stays inside, Escape cancels and the
 * element that opened it gets its focus back.
 */
export function ConfirmDialog({ title, content, danger, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const contentId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    confirmButton.current?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(false);
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const buttons = [...dialog.current.querySelectorAll('button')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="confirm-dialog__mask">
      <div
        ref={dialog}
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={content === undefined ? undefined : contentId}
        onKeyDown={onKeyDown}
      >
        <div className="confirm-dialog__body">
          <span className="confirm-dialog__icon" aria-hidden>
            <ExclamationCircleFilled />
          </span>
          <div>
            <div id={titleId} className="confirm-dialog__title">
              {title}
            </div>
            {content !== undefined && (
              <div id={contentId} className="confirm-dialog__content">
                {content}
              </div>
            )}
          </div>
        </div>
        <div className="confirm-dialog__buttons">
          <Button
            onClick={() => {
              onClose(false);
            }}
          >
            {messages.common.cancel}
          </Button>
          <Button
            ref={confirmButton}
            variant={danger ? 'danger' : 'primary'}
            onClick={() => {
              onClose(true);
            }}
          >
            {messages.common.confirm}
          </Button>
        </div>
      </div>
    </div>
  );
}
