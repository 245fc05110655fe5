import { telHref } from '@/lib/phone';

/** A phone number the assistant can tap to call; always left-to-right. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} dir="ltr" className="ops-phone">
      {phone}
    </a>
  );
}
