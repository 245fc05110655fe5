import { ClockCircleOutlined } from '@ant-design/icons';
import type { Course } from '@sabora/contract';
import { Suspense, lazy, useState } from 'react';
import { messages } from '@/i18n/messages';
import { formatCairoDateUnbroken } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { purchaseOfferOf } from '@/lib/purchase-offer';
import type { PurchaseOffer } from '@/lib/purchase-offer';
import { useSession } from '@/lib/session';
import { useViewer } from '@/lib/viewer';
import { Button } from './button';
import './course-purchase.css';

const copy = messages.coursePurchase;
// The dialog and its call load on the first tap, so the course list (in the
// entry chunk, decision 0070) carries only this line and its button.
const loadDialog = () => import('./buy-course-dialog');
const BuyCourseDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.BuyCourseDialog })),
);

/** The signed-in student's offer for a course, or null when there is nothing to say. */
export function usePurchaseOffer(course: Course, now: number): PurchaseOffer | null {
  const { user } = useSession();
  return purchaseOfferOf(course, user, useViewer(), now);
}

interface CoursePurchaseProps {
  course: Course;
  offer: PurchaseOffer;
  /** The course page's button is large and full width on a phone. */
  large?: boolean;
}

/** "Access until …" or "ended", and the buy or renew button that opens the confirm step. */
export function CoursePurchase({ course, offer, large = false }: CoursePurchaseProps) {
  // Asked once, the dialog stays until closed, even when a purchase changes the offer under it.
  const [asking, setAsking] = useState<'buy' | 'renew' | null>(null);
  const { status, action } = offer;
  return (
    <div className={`course-purchase${large ? ' course-purchase--large' : ''}`}>
      {status && (
        <span
          className={`course-purchase__status${
            status.kind === 'expired' || (status.kind === 'until' && status.soon)
              ? ' course-purchase__status--warning'
              : ''
          }`}
          data-testid="access-status"
        >
          <ClockCircleOutlined /> {status.kind === 'forever' && copy.forever}
          {status.kind === 'expired' && copy.expired}
          {status.kind === 'until' && copy.until(formatCairoDateUnbroken(status.until))}
        </span>
      )}
      {action && (
        <Button
          variant="primary"
          size={large ? 'large' : 'middle'}
          className="course-purchase__button"
          data-testid={action === 'buy' ? 'buy-course' : 'renew-course'}
          onFocus={() => void loadDialog()}
          onPointerEnter={() => void loadDialog()}
          onClick={() => {
            setAsking(action);
          }}
        >
          {action === 'buy' ? copy.buy(formatPrice(course.price)) : copy.renew}
        </Button>
      )}
      {asking && (
        <Suspense fallback={null}>
          <BuyCourseDialog
            course={course}
            renew={asking === 'renew'}
            onClose={() => {
              setAsking(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
