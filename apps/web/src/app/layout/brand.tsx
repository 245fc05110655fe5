import { env } from '@/env';
import './brand.css';

export function Brand() {
  return (
    <span className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} className="brand__logo" />
      <span className="brand__name">{env.brandName}</span>
    </span>
  );
}
