import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent } from 'react';
import { messages } from '@/i18n/messages';
import { Brand } from './brand';
import { NavLinks } from './nav-links';
import './mobile-menu.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The phone menu: a drawer on the native modal <dialog>, which keeps Tab
 * inside, makes the page behind it inert, closes on Escape and gives focus
 * back to the menu button. Loaded apart from the shell since it opens only on a tap.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // The panel fills the dialog, so a click on the dialog itself is on its backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    // Escape and every close() end in the close event, so the navbar always learns of it.
    <dialog
      ref={dialog}
      className="mobile-menu"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdropClick}
    >
      <div className="mobile-menu__panel">
        <div className="mobile-menu__header">
          <button
            type="button"
            className="btn btn--text btn--icon"
            aria-label={messages.nav.closeMenu}
            onClick={onClose}
          >
            <CloseOutlined />
          </button>
          <span id={titleId} className="mobile-menu__title">
            <Brand />
          </span>
        </div>
        <div className="mobile-menu__body">
          <NavLinks vertical onNavigate={onClose} />
        </div>
      </div>
    </dialog>
  );
}
