import { PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useEffect, useState } from 'react';
import { env } from '@/env';
import { messages } from '@/i18n/messages';

const copy = messages.support;
// Spec section 9: the icon alternates between WhatsApp and phone every 3 s.
const iconSwapMs = 3000;

export function SupportButton() {
  const [showPhone, setShowPhone] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setShowPhone((current) => !current);
    }, iconSwapMs);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  return (
    <FloatButton.Group
      trigger="click"
      type="primary"
      className="support-button"
      data-testid="support-button"
      aria-label={copy.button}
      tooltip={copy.button}
      icon={showPhone ? <PhoneOutlined /> : <WhatsAppOutlined />}
    >
      <FloatButton
        href={`https://wa.me/${env.supportWhatsapp}`}
        target="_blank"
        icon={<WhatsAppOutlined />}
        tooltip={{ title: copy.whatsapp, placement: 'left' }}
        aria-label={copy.whatsapp}
        className="support-button__whatsapp"
      />
      <FloatButton
        href={`tel:${env.supportPhone}`}
        icon={<PhoneOutlined />}
        tooltip={{ title: copy.phone, placement: 'left' }}
        aria-label={copy.phone}
      />
    </FloatButton.Group>
  );
}
