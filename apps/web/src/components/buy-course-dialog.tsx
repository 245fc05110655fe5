import { ShoppingCartOutlined } from '@ant-design/icons';
import { accessEndAfterPurchase } from '@sabora/contract';
import type { Course } from '@sabora/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent, SyntheticEvent } from 'react';
import { messages } from '@/i18n/messages';
import { shortBalanceOf, useBuyCourse } from '@/lib/api/buy-course';
import { formatCairoDateUnbroken } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { useSession } from '@/lib/session';
import { Alert } from './alert';
import { Button } from './button';
import { LinkButton } from './link-button';
import './confirm-dialog.css';
import './buy-course-dialog.css';

const copy = messages.coursePurchase;

interface BuyCourseDialogProps {
  course: Course;
  renew: boolean;
  onClose: () => void;
}

/**
 * The confirm step of a purchase, on the native modal <dialog>: the price,
 * the balance after and until when, before any money moves. A balance that
 * can't cover the price (known here, or answered by the server) says how much
 * is missing and leads to the wallet instead. Focus starts on cancel: Enter
 * never spends. Escape, the backdrop and cancel close it.
 */
export function BuyCourseDialog({ course, renew, onClose }: BuyCourseDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const { user } = useSession();
  const buy = useBuyCourse();
  // The moment the question was asked: "until" must not move while it is read.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    const opener = document.activeElement;
    const element = dialog.current;
    element?.showModal();
    cancelButton.current?.focus();
    return () => {
      if (element?.open) element.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const balance = user?.balance ?? 0;
  const current = user?.access.find((entry) => entry.course === course._id);
  const until = accessEndAfterPurchase(current, course.accessDays, now);
  const refused = shortBalanceOf(buy.error);
  const missing = refused?.missing ?? Math.max(course.price - balance, 0);
  const short = missing > 0;
  const failure = buy.error && !refused ? buy.error.message : null;

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The content fills the dialog's box, so a click on the dialog itself is on its backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !buy.isPending) onClose();
  };

  // Two taps land before React renders the busy button: the second must not pay again.
  const paying = useRef(false);
  const pay = () => {
    if (paying.current) return;
    paying.current = true;
    buy.mutate(
      { course, heldUntil: current?.until ?? null },
      {
        onSuccess: onClose,
        onSettled: () => {
          paying.current = false;
        },
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog buy-dialog"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onBackdropClick}
      data-testid="buy-dialog"
    >
      <h2 id={titleId} className="buy-dialog__title">
        {renew ? copy.confirmRenewTitle(course.title) : copy.confirmBuyTitle(course.title)}
      </h2>
      <dl className="buy-dialog__facts">
        <dt>{copy.price}</dt>
        <dd>{formatMoney(course.price)}</dd>
        <dt>{copy.balance}</dt>
        <dd data-testid="buy-balance">{formatMoney(refused?.balance ?? balance)}</dd>
        {!short && (
          <>
            <dt>{copy.balanceAfter}</dt>
            <dd data-testid="buy-balance-after">{formatMoney(balance - course.price)}</dd>
            <dt>{copy.accessUntil}</dt>
            <dd data-testid="buy-until">
              {until === null ? copy.foreverValue : formatCairoDateUnbroken(until)}
            </dd>
          </>
        )}
      </dl>
      {short && (
        <Alert
          type="warning"
          role="alert"
          className="buy-dialog__alert"
          data-testid="buy-short"
          title={
            <>
              <strong>{copy.short(formatMoney(missing))}</strong>
              <div>{copy.shortHint}</div>
            </>
          }
        />
      )}
      {failure && <Alert type="error" role="alert" className="buy-dialog__alert" title={failure} />}
      <div className="confirm-dialog__buttons">
        <Button ref={cancelButton} onClick={onClose} disabled={buy.isPending}>
          {messages.common.cancel}
        </Button>
        {short ? (
          <LinkButton to="/wallet" primary onClick={onClose}>
            {copy.topUp}
          </LinkButton>
        ) : (
          <Button variant="primary" loading={buy.isPending} onClick={pay} data-testid="buy-confirm">
            <ShoppingCartOutlined />
            <span>{copy.pay(formatMoney(course.price))}</span>
          </Button>
        )}
      </div>
    </dialog>
  );
}
