import { describe, expect, it } from 'vitest';
import { renameEventHandlerAttributes as rename } from '@/ui/components/eventHandlerAttributes';
import { XSS_CORPUS } from './xss-corpus';

/**
 * The pass before DOMPurify that keeps Chromium from reporting CSP violations while it parses server
 * HTML (ADR 012): no `on*` attribute name reaches the parser, and nothing else changes.
 */
describe('renaming event-handler attributes before the parser sees them', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x data-blocked-onerror=alert(1)>'],
    ['<b ONMOUSEOVER="a()">x</b>', '<b data-blocked-ONMOUSEOVER="a()">x</b>'],
    ['<svg/onload=alert(1)>', '<svg/data-blocked-onload=alert(1)>'],
    ['<a title=">" onclick=\'go()\'>x</a>', '<a title=">" data-blocked-onclick=\'go()\'>x</a>'],
    ['<p\nonfocus = "x" autofocus>', '<p\ndata-blocked-onfocus = "x" autofocus>'],
    ['<p style="position:fixed">x</p>', '<p data-blocked-style="position:fixed">x</p>'],
    ['<style>p[onclick] { color: red }</style><p>x</p>', '<p>x</p>'],
  ])('renames the handler (or drops the style) in %s', (html, expected) => {
    expect(rename(html)).toBe(expected);
  });

  it.each([
    ['text that mentions on=1 and <3', 'Turn on=1 and <3 hearts'],
    ['a quoted value holding an attribute', '<a title="x onclick=y" href="/a">x</a>'],
    ['a comment', '<!-- <img onerror=x> -->after'],
    ['a raw-text element', '<textarea>p[onclick] <b onclick=x></textarea><p>x</p>'],
    [
      'ordinary notice formatting',
      '<p>Weekly <b>bonus</b> <a href="https://example.com/?on=1">terms</a></p>',
    ],
  ])('leaves %s alone', (_, html) => {
    expect(rename(html)).toBe(html);
  });

  it('leaves no event-handler attribute in any payload of the XSS corpus, as a browser parses it', () => {
    for (const { id, html } of XSS_CORPUS) {
      const parsed = new DOMParser().parseFromString(rename(html), 'text/html');
      const handlers = [...parsed.querySelectorAll('*')].flatMap((el) =>
        el.getAttributeNames().filter((name) => /^(on|style$)/i.test(name)),
      );
      expect({ id, handlers, styles: parsed.querySelectorAll('style').length }).toEqual({
        id,
        handlers: [],
        styles: 0,
      });
    }
  });
});
