import { describe, expect, it } from 'vitest';
import { readServedConfig } from './env';

function page(meta: string): Document {
  return new DOMParser().parseFromString(
    `<html><head>${meta}</head><body></body></html>`,
    'text/html',
  );
}

describe('readServedConfig', () => {
  it('reads the settings the API wrote into the page', () => {
    const doc = page(
      '<meta name="sabora-config" content="{&quot;brandName&quot;:&quot;سبورة&quot;,&quot;supportWhatsapp&quot;:&quot;201234567890&quot;,&quot;supportPhone&quot;:&quot;01234567890&quot;,&quot;antiTamper&quot;:false}">',
    );
    expect(readServedConfig(doc)).toEqual({
      brandName: 'سبورة',
      supportWhatsapp: '201234567890',
      supportPhone: '01234567890',
      antiTamper: false,
    });
  });

  it('ignores a missing or broken tag', () => {
    expect(readServedConfig(page(''))).toBeUndefined();
    expect(readServedConfig(page('<meta name="sabora-config" content="{oops">'))).toBeUndefined();
    expect(readServedConfig(page('<meta name="sabora-config" content="{}">'))).toBeUndefined();
  });
});
