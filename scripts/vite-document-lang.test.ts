import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteLanguagesOf } from '../src/config/languages';
import { documentLangs, withDocumentLangs } from './vite-document-lang';

const indexHtml = readFileSync(join(process.cwd(), 'index.html'), 'utf8');

/** index.html's first inline script, as the build writes it for `site`, run on this document. */
function runFirstScript(html: string): void {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  new Function(script)();
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe("index.html's languages (ADR 051)", () => {
  it("are the build's, from the registry: the page's own lang is the default's", () => {
    const site = siteLanguagesOf('VI,EN');
    const html = withDocumentLangs(indexHtml, site);
    expect(html).toContain('<html lang="vi"');
    expect(html).toContain(`var langs = ${JSON.stringify({ VI: 'vi', EN: 'en' })};`);
    expect(documentLangs(siteLanguagesOf(undefined))).toEqual({ EN: 'en', MY: 'ms', CN: 'zh-CN' });
  });

  it('set the stored language before any CSS, and leave one the build does not offer to the default', () => {
    const html = withDocumentLangs(indexHtml, siteLanguagesOf('EN,VI'));
    localStorage.setItem('language', 'vi');
    runFirstScript(html);
    expect(document.documentElement.lang).toBe('vi');
    document.documentElement.lang = '';
    localStorage.setItem('language', 'CN');
    runFirstScript(html);
    expect(document.documentElement.lang).toBe('');
  });

  it('leave a page without the table alone (Storybook)', () => {
    const page = '<html><head><script>var x = 1;</script></head></html>';
    expect(withDocumentLangs(page, siteLanguagesOf('VI'))).toBe(page);
  });
});
