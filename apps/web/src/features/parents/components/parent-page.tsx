import { parentDigitsError, parentTokenPattern, toLatinDigits } from '@sabora/contract';
import type { ParentReport } from '@sabora/contract';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { usePageTitle } from '@/components/use-page-title';
import { parentsMessages } from '@/i18n/parents-messages';
import { ApiError } from '@/lib/api-client';
import { formatCairoDate } from '@/lib/format-date';
import { useOpenParentReport } from '../api/open-parent-report';
import { ParentReportView } from './parent-report-view';
import './parent-page.css';

const copy = parentsMessages.page;
/**
 * The link and its digits, kept for this tab only so a reload asks the server
 * again: a revoked link stops showing at once, and the numbers are fresh.
 */
const storageKey = 'sabora.parent-link';

const tokenOfHash = () => window.location.hash.replace(/^#/, '');

/**
 * What the field keeps of what is typed or pasted: an Arabic keyboard types
 * ٥٤٣٢ and a copied number may carry spaces, so only Latin digits are kept,
 * four at most. The browser's maxLength would cut a pasted " ٥٤ ٣٢ " first.
 */
const fieldDigits = (typed: string) => toLatinDigits(typed).replace(/\D/g, '').slice(0, 4);

function keptDigits(token: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as {
      token?: string;
      digits?: string;
    } | null;
    return kept?.token === token && /^\d{4}$/.test(kept.digits ?? '') ? kept.digits! : null;
  } catch {
    return null;
  }
}

/** `/parent#<token>`: the parent types the last four digits of their phone and sees the report. */
export function ParentPage() {
  usePageTitle(copy.title);
  const [token, setToken] = useState(tokenOfHash);
  const [report, setReport] = useState<ParentReport | null>(null);
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  const open = useOpenParentReport();
  const { mutate } = open;

  const unlock = useCallback(
    (forToken: string, latin: string) => {
      mutate(
        { token: forToken, digits: latin },
        {
          onSuccess: (found) => {
            setDigits('');
            setReport(found);
            sessionStorage.setItem(storageKey, JSON.stringify({ token: forToken, digits: latin }));
          },
          onError: (error) => {
            sessionStorage.removeItem(storageKey);
            setReport(null);
            if (error instanceof ApiError && error.status === 404) setStopped(true);
            setProblem(error.message);
          },
        },
      );
    },
    [mutate],
  );

  useEffect(() => {
    const kept = keptDigits(token);
    if (kept) unlock(token, kept);
  }, [token, unlock]);

  useEffect(() => {
    const onHash = () => {
      setToken(tokenOfHash());
      setReport(null);
      setStopped(false);
      setProblem(null);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (digits.length !== 4) {
      setProblem(parentDigitsError);
      return;
    }
    setProblem(null);
    unlock(token, digits);
  };

  const close = () => {
    sessionStorage.removeItem(storageKey);
    setReport(null);
  };

  const validToken = parentTokenPattern.test(token);

  return (
    <main className="parent-page" dir="rtl">
      <div className="parent-page__brand">{copy.title}</div>
      {report ? (
        <>
          <div className="parent-page__tools">
            <Button variant="primary" onClick={() => window.print()}>
              {copy.print}
            </Button>
            <Button onClick={close}>{copy.close}</Button>
          </div>
          <ParentReportView report={report} />
          <p className="parent-page__stamp">
            {copy.generatedAt(formatCairoDate(report.generatedAt))}
          </p>
        </>
      ) : !validToken ? (
        <Alert type="warning" role="alert" title={copy.noToken} data-testid="parent-no-token" />
      ) : stopped ? (
        <Alert
          type="error"
          role="alert"
          title={problem ?? copy.noToken}
          data-testid="parent-stopped"
        />
      ) : (
        <form className="parent-page__form" onSubmit={submit} noValidate>
          <p className="parent-page__intro">{copy.intro}</p>
          <label htmlFor="parent-digits" className="parent-page__label">
            {copy.digits}
          </label>
          <input
            id="parent-digits"
            className="parent-page__digits"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            value={digits}
            onChange={(event) => setDigits(fieldDigits(event.target.value))}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem ? 'parent-problem' : undefined}
          />
          {problem && (
            <p id="parent-problem" className="parent-page__problem" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" variant="primary" size="large" block loading={open.isPending}>
            {copy.open}
          </Button>
        </form>
      )}
    </main>
  );
}
