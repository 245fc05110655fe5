import { CloseOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { env } from '@/env';
import { messages } from '@/i18n/messages';
import './support-button.css';

const copy = messages.support;
// Spec section 9: the icon alternates between WhatsApp and phone every 3 s.
const iconSwapMs = 3000;
/** Scrolled this far down in one go, the reader is reading on: the button steps aside. */
const awayAfterPx = 24;

/**
 * True while the page is being scrolled down: on a phone the button sits at
 * the end of Arabic lines and would slide over each as it passes. Any scroll
 * up brings it back, and so does the page's end, where room is kept for it.
 */
function useAwayWhileScrollingDown(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let turnedAt = last;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < last) turnedAt = y;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      setAway(!atEnd && y - turnedAt > awayAfterPx);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return away;
}

/**
 * The floating support button, drawn like antd's FloatButton group in plain
 * markup so every page shows it without downloading antd (decision 0070).
 */
export function SupportButton() {
  const [showPhone, setShowPhone] = useState(false);
  const [open, setOpen] = useState(false);
  const away = useAwayWhileScrollingDown() && !open;
  useEffect(() => {
    const timer = window.setInterval(() => {
      setShowPhone((current) => !current);
    }, iconSwapMs);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  return (
    <div
      className={away ? 'support-button support-button--away' : 'support-button'}
      data-testid="support-button"
    >
      {open && (
        <div className="support-button__list">
          <a
            href={`https://wa.me/${env.supportWhatsapp}`}
            target="_blank"
            rel="noreferrer"
            className="support-button__item support-button__whatsapp"
            aria-label={copy.whatsapp}
            title={copy.whatsapp}
          >
            <WhatsAppOutlined />
          </a>
          <a
            href={`tel:${env.supportPhone}`}
            className="support-button__item"
            aria-label={copy.phone}
            title={copy.phone}
          >
            <PhoneOutlined />
          </a>
        </div>
      )}
      <button
        type="button"
        className="support-button__main"
        aria-label={copy.button}
        aria-expanded={open}
        title={copy.button}
        onClick={() => {
          setOpen((current) => !current);
        }}
      >
        {open ? <CloseOutlined /> : showPhone ? <PhoneOutlined /> : <WhatsAppOutlined />}
      </button>
    </div>
  );
}
