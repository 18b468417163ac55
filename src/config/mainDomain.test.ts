import { describe, expect, it } from 'vitest';
import { sharedOrigin } from './mainDomain';

describe('the origin a shared link names', () => {
  const here = 'https://mirror-3.example.net';
  it("is the merchant's main domain, with or without its scheme", () => {
    expect(sharedOrigin('www.brand.example', here)).toBe('https://www.brand.example');
    expect(sharedOrigin('https://brand.example/', here)).toBe('https://brand.example');
  });
  it('is the current site when the status names none or names no host', () => {
    expect(sharedOrigin(null, here)).toBe(here);
    expect(sharedOrigin('  ', here)).toBe(here);
    expect(sharedOrigin('not a host at all', here)).toBe(here);
  });
});
