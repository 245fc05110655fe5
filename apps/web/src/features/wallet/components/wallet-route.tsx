import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { loginReturningTo } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { useHere } from '@/lib/use-here';
import { WalletPage } from './wallet-page';

const copy = messages.studentWallet;

/** `/wallet` for a signed-in student; anyone else signs in first and comes back. */
export function WalletRoute() {
  const { user } = useSession();
  const here = useHere();
  if (!user) return <SignInFirst to={here} />;
  return <WalletPage />;
}

/**
 * `/redeem?code=…`, what the card's QR code opens: the wallet with the code
 * filled in, after signing in when needed.
 */
export function RedeemLink() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const code = params.get('code');
  const wallet = code ? `/wallet?code=${encodeURIComponent(code)}` : '/wallet';
  if (!user) return <SignInFirst to={wallet} />;
  return <Navigate to={wallet} replace />;
}

function SignInFirst({ to }: { to: string }) {
  useEffect(() => {
    toast.info(copy.signInToRedeem, { toastId: 'wallet-sign-in' });
  }, []);
  return <Navigate to={loginReturningTo(to)} replace />;
}
