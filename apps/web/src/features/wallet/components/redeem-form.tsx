import { CreditCardOutlined } from '@ant-design/icons';
import { normalizeRechargeCode, rechargeCodeLength, rechargeCodeProblem } from '@sabora/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { messages } from '@/i18n/messages';
import { formatMoney } from '@/lib/format-money';
import { useRedeemCode } from '../api/redeem-code';
import { codeAfterEdit, formatTypedCode } from '../lib/code-input';
import './redeem-form.css';

const copy = messages.studentWallet;

interface RedeemFormProps {
  /** A code from the card's QR link (`/redeem?code=…`), filled in for the student to confirm. */
  initialCode?: string;
  onRedeemed?: () => void;
}

/**
 * The recharge code field: groups of four as the student types, Arabic digits
 * and pasted links accepted, and the Damm check digit checked here, so a typo
 * is named before any request. What the server refuses (used, unknown,
 * expired, too many tries) is said under the field too.
 */
export function RedeemForm({ initialCode = '', onRedeemed }: RedeemFormProps) {
  const [value, setValue] = useState(() => formatTypedCode(initialCode));
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  const redeem = useRedeemCode();

  // Formatting moves the text under the caret: put it back after the same digit.
  useLayoutEffect(() => {
    if (!caret.current) return;
    const { input, at } = caret.current;
    caret.current = null;
    input.setSelectionRange(at, at);
  }, [value]);

  const digits = normalizeRechargeCode(value).length;
  const problem = rechargeCodeProblem(value);
  // Counting digits while typing is no mistake; say what is wrong once all are in, or on submit.
  const shownProblem = submitted || digits >= rechargeCodeLength ? problem : null;
  const serverError = redeem.error?.message ?? null;

  const onChange = (raw: string) => {
    // TextField hands over the text only; the field being typed in has the focus.
    const input = document.activeElement;
    const caretAt =
      input instanceof HTMLInputElement && input.selectionStart !== null
        ? input.selectionStart
        : raw.length;
    const edit = codeAfterEdit(value, raw, caretAt);
    if (input instanceof HTMLInputElement) caret.current = { input, at: edit.caret };
    setValue(edit.text);
    setDone(null);
    if (redeem.error) redeem.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || redeem.isPending) return;
    redeem.mutate(
      { code: normalizeRechargeCode(value) },
      {
        onSuccess: ({ entry, balance }) => {
          setValue('');
          setSubmitted(false);
          setDone(copy.redeemed(formatMoney(entry.amount), formatMoney(balance)));
          onRedeemed?.();
        },
      },
    );
  };

  return (
    <form className="redeem-form" noValidate onSubmit={onSubmit} data-testid="redeem-form">
      <TextField
        name="code"
        label={copy.codeLabel}
        value={value}
        onChange={onChange}
        error={shownProblem ?? serverError ?? undefined}
        hint={copy.codeHint}
        prefix={<CreditCardOutlined />}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        dir="ltr"
        placeholder="0000 0000 0000 0000 0000"
        className="redeem-form__input"
      />
      <Button type="submit" variant="primary" size="large" block loading={redeem.isPending}>
        {copy.redeemSubmit}
      </Button>
      {done && <Alert type="success" role="status" title={done} data-testid="redeem-done" />}
    </form>
  );
}
