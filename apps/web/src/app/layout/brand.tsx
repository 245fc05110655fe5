import { env } from '@/env';

export function Brand() {
  return (
    <span className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} className="brand__logo" />
      <span className="brand__name">{env.brandName}</span>
    </span>
  );
}
