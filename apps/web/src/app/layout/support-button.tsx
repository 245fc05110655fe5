import { CloseOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { env } from '@/env';
import { messages } from '@/i18n/messages';
import './support-button.css';

const copy = messages.support;
// Spec section 9: the icon alternates between WhatsApp and phone every 3 s.
const iconSwapMs = 3000;

/**
 * The floating support button, drawn like antd's FloatButton group in plain
 * markup so every page shows it without downloading antd (decision 0070).
 */
export function SupportButton() {
  const [showPhone, setShowPhone] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setShowPhone((current) => !current);
    }, iconSwapMs);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  return (
    <div className="support-button" data-testid="support-button">
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
