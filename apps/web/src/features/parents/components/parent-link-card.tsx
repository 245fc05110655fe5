import { parentPagePath } from '@sabora/contract';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/button';
import { Panel } from '@/components/panel';
import { useConfirm } from '@/components/use-confirm';
import { parentsMessages } from '@/i18n/parents-messages';
import { formatDate } from '@/lib/format-date';
import { whatsappHref } from '@/lib/phone';
import { useCreateParentLink } from '../api/create-parent-link';
import { useParentLink } from '../api/get-parent-link';
import { useRevokeParentLink } from '../api/revoke-parent-link';
import './parent-link-card.css';

const copy = parentsMessages.link;

/** The parent page's full address for a token. */
export const parentLinkUrl = (token: string) => `${window.location.origin}${parentPagePath(token)}`;

interface ParentLinkCardProps {
  /** An admin's card for this student; left out, the student's own. */
  userId?: string;
  fatherPhone: string;
  /** More actions at the card's end (the admin's WhatsApp report). */
  children?: ReactNode;
}

/** "رابط ولي الأمر": make, copy, send on WhatsApp, stop (decision 0164). */
export function ParentLinkCard({ userId, fatherPhone, children }: ParentLinkCardProps) {
  const status = useParentLink(userId);
  const create = useCreateParentLink(userId);
  const revoke = useRevokeParentLink(userId);
  const confirm = useConfirm();
  const [fresh, setFresh] = useState<string | null>(null);
  const link = status.data?.link ?? null;

  const make = () =>
    create.mutate(undefined, {
      onSuccess: ({ token }) => {
        setFresh(parentLinkUrl(token));
        toast.success(copy.made);
      },
    });

  const stop = async () => {
    if (!(await confirm({ title: copy.revoke, content: copy.revokeConfirm }))) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setFresh(null);
        toast.success(copy.revoked);
      },
    });
  };

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copy.copied);
    } catch {
      window.prompt(copy.copy, url);
    }
  };

  const sendHref = (url: string) =>
    `${whatsappHref(fatherPhone)}?text=${encodeURIComponent(copy.studentMessage(url))}`;

  return (
    <Panel className="parent-link" data-testid="parent-link-card">
      <h2 className="parent-link__title">{copy.title}</h2>
      <p className="parent-link__intro">{userId ? copy.introAdmin : copy.intro}</p>
      {status.isPending ? null : (
        <p className="parent-link__state" role="status" data-testid="parent-link-state">
          {link ? (
            <>
              {copy.live(formatDate(link.createdAt))}{' '}
              {link.createdBy === 'admin' && `${copy.byAdmin} `}
              {link.lastOpenedAt ? copy.opened(formatDate(link.lastOpenedAt)) : copy.neverOpened}
            </>
          ) : (
            copy.none
          )}
        </p>
      )}
      {fresh && link && (
        <div className="parent-link__fresh">
          <label htmlFor={`parent-link-${userId ?? 'me'}`} className="parent-link__label">
            {copy.newLink}
          </label>
          <input
            id={`parent-link-${userId ?? 'me'}`}
            className="parent-link__url"
            readOnly
            dir="ltr"
            value={fresh}
            data-testid="parent-link-url"
            onFocus={(event) => event.target.select()}
          />
          <div className="parent-link__actions">
            <Button variant="primary" onClick={() => void copyLink(fresh)}>
              {copy.copy}
            </Button>
            <a
              className="btn parent-link__whatsapp"
              href={sendHref(fresh)}
              target="_blank"
              rel="noreferrer"
              data-testid="parent-link-whatsapp"
            >
              {copy.send}
            </a>
          </div>
        </div>
      )}
      {link && !fresh && <p className="parent-link__hint">{copy.hiddenToken}</p>}
      <div className="parent-link__actions">
        <Button
          variant={link ? 'default' : 'primary'}
          loading={create.isPending}
          onClick={make}
          data-testid="parent-link-make"
        >
          {link ? copy.remake : copy.make}
        </Button>
        {link && (
          <Button
            variant="danger"
            loading={revoke.isPending}
            onClick={() => void stop()}
            data-testid="parent-link-revoke"
          >
            {copy.revoke}
          </Button>
        )}
      </div>
      {link && <p className="parent-link__hint">{copy.remakeNote}</p>}
      {children}
    </Panel>
  );
}
