import { describe, expect, it } from 'vitest';
import { targetSelector } from './targetSelector';

describe('targetSelector', () => {
  it('names tag and class names, never ids or text', () => {
    document.body.innerHTML =
      '<main class="home"><section id="player01" class="banner"><img id="u-player01" class="lazy-image is-loaded extra" alt="x"></section></main>';
    const img = document.querySelector('img');
    expect(targetSelector(img)).toBe('main.home>section.banner>img.lazy-image.is-loaded');
    expect(targetSelector(img)).not.toMatch(/player01/);
  });

  it('uses the parent element of a text node, and nothing without a node', () => {
    document.body.innerHTML = '<p class="balance">P 1,000.00</p>';
    const text = document.querySelector('p')?.firstChild ?? null;
    expect(targetSelector(text)).toBe('p.balance');
    expect(targetSelector(null)).toBeUndefined();
  });

  it('leaves out class names that could carry data', () => {
    document.body.innerHTML = '<div class="row user:player01 ok"></div>';
    expect(targetSelector(document.querySelector('div'))).toBe('div.row.ok');
  });
});
