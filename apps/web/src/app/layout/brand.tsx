import { env } from '@/env';
import logo from './logo.svg';
import './brand.css';

export function Brand() {
  return (
    <span className="brand">
      <img src={logo} alt="" width={32} height={32} className="brand__logo" />
      <span className="brand__name">{env.brandName}</span>
    </span>
  );
}
