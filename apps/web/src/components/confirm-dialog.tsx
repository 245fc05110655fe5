import { ExclamationCircleFilled } from '@ant-design/icons';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { messages } from '@/i18n/messages';
import { Button } from './button';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  title: ReactNode;
  content?: ReactNode;
  danger: boolean;
  onClose: (confirmed: boolean) => void;
}

/**
 * A modal question with confirm and cancel, drawn like antd's Modal.confirm.
 * The native modal <dialog> keeps Tab inside, makes the page behind it inert
 * and turns Escape into a cancel event. Focus starts on cancel when the action
 * destroys something (Enter must not delete), on confirm otherwise, and goes
 * back to the element that opened it.
 */
export function ConfirmDialog({ title, content, danger, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const contentId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    const element = dialog.current;
    element?.showModal();
    (danger ? cancelButton : confirmButton).current?.focus();
    return () => {
      if (element?.open) element.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [danger]);

  // The browser would close the dialog itself; the scope removes it with its answer.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose(false);
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={content === undefined ? undefined : contentId}
      onCancel={onCancel}
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
          ref={cancelButton}
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
    </dialog>
  );
}
