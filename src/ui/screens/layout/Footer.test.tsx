import { describe, expect, it } from 'vitest';
import { footerHelpTarget } from './Footer';

// ADR 050: a legal link opens real text (the help centre's article or the merchant's page), or is left out.
describe('footer help links', () => {
  const none = { terms: null, privacy: null, responsible: null };

  it('opens the help article where the help centre has its tag', () => {
    expect(footerHelpTarget('terms', 'terms', new Set(['terms']), none)).toEqual({ help: '/help#terms' });
  });

  it('is left out where neither the help centre nor the merchant has the text', () => {
    expect(footerHelpTarget('terms', 'terms', new Set(['aboutus', 'faqs']), none)).toBeNull();
    // Before the help centre has answered, only the wire's own tags are taken for granted.
    expect(footerHelpTarget('privacy', 'privacy', null, none)).toBeNull();
    expect(footerHelpTarget('aboutUs', 'aboutus', null, none)).toEqual({ help: '/help#aboutus' });
  });

  it("opens the merchant's address where the setting names one, and refuses one the allowlist does not", () => {
    // The site's own origin passes the allowlist; another host must be configured (VITE_ALLOWED_LINK_HOSTS).
    const own = new URL('/legal/privacy.html', location.origin).href;
    expect(footerHelpTarget('privacy', 'privacy', new Set(), { ...none, privacy: own })).toEqual({
      external: own,
    });
    const foreign = { ...none, privacy: 'https://unlisted.example/privacy' };
    expect(footerHelpTarget('privacy', 'privacy', new Set(), foreign)).toBeNull();
    expect(
      footerHelpTarget('privacy', 'privacy', new Set(), { ...none, privacy: 'javascript:alert(1)' }),
    ).toBeNull();
  });
});
