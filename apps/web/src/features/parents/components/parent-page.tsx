import { parentReportSchema, parentTokenPattern, toLatinDigits } from '@sabora/contract';
import type { ParentReport } from '@sabora/contract';
import { useEffect, useState, type FormEvent } from 'react';
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
// The unlocked report, kept for a reload in this tab: never the digits.
const storageKey = 'sabora.parent-report';

const tokenOfHash = () => window.location.hash.replace(/^#/, '');

function keptReport(token: string): ParentReport | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as {
      token?: string;
      report?: unknown;
    } | null;
    if (kept?.token !== token) return null;
    const parsed = parentReportSchema.safeParse(kept.report);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `/parent#<token>`: the parent types the last four digits of their phone and sees the report. */
export function ParentPage() {
  usePageTitle(copy.title);
  const [token, setToken] = useState(tokenOfHash);
  const [report, setReport] = useState<ParentReport | null>(() => keptReport(tokenOfHash()));
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  const open = useOpenParentReport();

  useEffect(() => {
    const onHash = () => {
      const next = tokenOfHash();
      setToken(next);
      setReport(keptReport(next));
      setStopped(false);
      setProblem(null);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const latin = toLatinDigits(digits).replace(/\s/g, '');
    if (!/^\d{4}$/.test(latin)) {
      setProblem(copy.digits);
      return;
    }
    setProblem(null);
    open.mutate(
      { token, digits: latin },
      {
        onSuccess: (found) => {
          setDigits('');
          setReport(found);
          sessionStorage.setItem(storageKey, JSON.stringify({ token, report: found }));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) {
            sessionStorage.removeItem(storageKey);
            setStopped(true);
          }
          setProblem(error.message);
        },
      },
    );
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
            maxLength={4}
            value={digits}
            onChange={(event) => setDigits(event.target.value)}
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
