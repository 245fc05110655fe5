import type { CloseButtonProps } from 'react-toastify';
import { messages } from '@/i18n/messages';

/**
 * react-toastify's own close button, named in Arabic: the library names it "close" and lets an
 * app replace the button, not its name (fkhadra/react-toastify#1164).
 */
export function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={messages.common.close}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
