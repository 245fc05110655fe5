import { useEffect } from 'react';
import { env } from '@/env';
import { startAntiTamper } from '@/lib/anti-tamper';

// Spec sections 2 and 9: a changed system clock sends the user away.
const checkEveryMs = 3000;
const toleranceMs = 100;
const exitUrl = 'https://www.google.com';

export function AntiTamperGuard() {
  useEffect(() => {
    if (!env.antiTamper) return undefined;
    return startAntiTamper({
      intervalMs: checkEveryMs,
      thresholdMs: toleranceMs,
      onJump: () => {
        window.location.replace(exitUrl);
      },
    });
  }, []);
  return null;
}
