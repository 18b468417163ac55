import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '@/config/settings';
import { createServerHtmlSanitizer, type HtmlPolicy } from '@/ui/components/serverHtmlPolicy';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { XSS_CORPUS } from './xss-corpus';
import {
  dangerousFindings,
  elementsIn,
  exercise,
  htmlFragment as fragment,
  installXssProbe,
  sanitizedBody,
  type XssProbe,
} from './xss-harness';

let probe: XssProbe;
beforeEach(() => {
  probe = installXssProbe();
});
afterEach(() => probe.dispose());

const ORIGIN = window.location.origin;
const policy = (over: Partial<HtmlPolicy> = {}): HtmlPolicy => ({
  origin: ORIGIN,
  stripRemoteImages: true,
  imageOrigins: [],
  ...over,
});
const sanitize = createServerHtmlSanitizer(DOMPurify(window));

describe('the XSS harness can fail', () => {
  it('sees a raw payload run and names what is dangerous in it', () => {
    const host = fragment(
      `<img src=x onerror="__xss('raw')"><a href="javascript:__xss('raw-link')" id="x">x</a><iframe srcdoc="y"></iframe>`,
    );
    exercise(host);
    host.remove();
    expect(probe.calls).toContain('raw');
    expect(dangerousFindings(host)).toEqual(
      expect.arrayContaining([
        '<iframe> element',
        'img[onerror] handler',
        'a[href] javascript: URL',
        'a[id] (DOM clobbering)',
      ]),
    );
  });
});

describe(`SafeHtml against ${XSS_CORPUS.length} XSS payloads`, () => {
  it('has at least 50 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_CORPUS)('$id: nothing runs and nothing dangerous is left', async ({ html }) => {
    const { container } = render(<SafeHtml html={html} />);
    const out = await waitFor(() => sanitizedBody(container));
    exercise(out);
    expect(probe.calls).toEqual([]);
    expect(dangerousFindings(out)).toEqual([]);
  });

  it('drops a tracking pixel under the site settings and keeps the text around it', async () => {
    expect(settings.serverHtml.stripRemoteTracking).toBe(true);
    const { container } = render(
      <SafeHtml html={'<p>Weekly bonus</p><img alt="" src="https://tracker.example/p.gif?u=7">'} />,
    );
    const out = await waitFor(() => sanitizedBody(container));
    expect(out).toHaveTextContent('Weekly bonus');
    expect(elementsIn(out, 'img')).toEqual([]);
  });

  it('shows plain text, never markup, until the sanitizer has loaded', () => {
    render(<SafeHtml html={`<p>Hello <img src=x onerror="__xss('pending')"></p>`} />);
    const pending = screen.getByText('Hello');
    expect(pending).toHaveAttribute('data-sanitized', 'pending');
    expect(within(pending).queryByRole('img')).toBeNull();
  });
});

describe('server HTML policy', () => {
  it('keeps the text of forms, inputs and buttons but not the controls', () => {
    const host = fragment(
      sanitize(
        '<form action="/x"><label>Password <input name="p" type="password"></label><button>Send</button></form>',
        policy(),
      ),
    );
    expect(elementsIn(host, 'form, input, button, label')).toEqual([]);
    expect(host.textContent).toBe('Password Send');
  });

  it('drops id and name (DOM clobbering) but keeps the element', () => {
    const host = fragment(sanitize('<p id="getElementById" name="cookie">Bonus</p>', policy()));
    expect(host.innerHTML).toBe('<p>Bonus</p>');
  });

  it('opens http(s) links in a new tab without an opener, and leaves other links alone', () => {
    const host = fragment(
      sanitize(
        '<a href="https://promo.example/x" target="_self" rel="opener">ext</a><a href="/promotions">int</a>' +
          '<a href="mailto:help@example.com" target="_top">mail</a><a href="javascript:void 0" target="_blank">js</a>',
        policy(),
      ),
    );
    const [ext, int, mail, js] = elementsIn(host, 'a');
    for (const link of [ext, int]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(mail).toHaveAttribute('href', 'mailto:help@example.com');
    expect(mail).not.toHaveAttribute('target');
    expect(js).not.toHaveAttribute('href');
    expect(js).not.toHaveAttribute('target');
  });

  it('strips remote pictures (tracking pixels) unless their origin is allowed or stripping is off', () => {
    const html =
      '<img alt="pixel" src="https://tracker.example/p.gif"><img alt="cdn" src="https://img.cdn.example/a.png">' +
      `<img alt="own" src="/images/a.png"><img alt="inline" src="data:image/png;base64,iVBORw0KGgo=">` +
      '<img alt="plain" src="http://img.cdn.example/b.png">';
    const alts = (p: HtmlPolicy) =>
      elementsIn<HTMLImageElement>(fragment(sanitize(html, p)), 'img').map((i) => i.alt);
    expect(alts(policy())).toEqual(['own', 'inline']);
    expect(alts(policy({ imageOrigins: ['https://img.cdn.example'] }))).toEqual(['cdn', 'own', 'inline']);
    expect(alts(policy({ stripRemoteImages: false }))).toEqual(['pixel', 'cdn', 'own', 'inline']);
    const [kept] = elementsIn(fragment(sanitize(html, policy({ stripRemoteImages: false }))), 'img');
    expect(kept).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('keeps ordinary notice formatting', () => {
    const html =
      '<h3>Deposit bonus</h3><p>Get <strong>20%</strong> <em>extra</em>.</p><ul><li>one</li></ul>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    expect(sanitize(html, policy())).toBe(html);
  });
});

describe('SafeHtml is the only place HTML reaches the DOM', () => {
  const SRC = join(process.cwd(), 'src');
  const RAW_HTML_SINKS =
    /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment|srcdoc/;

  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('finds no raw HTML sink in src/ outside SafeHtml.tsx', () => {
    const offenders = files(SRC)
      .filter((path) => RAW_HTML_SINKS.test(readFileSync(path, 'utf8')))
      .map((path) => relative(process.cwd(), path));
    expect(offenders).toEqual(['src/ui/components/SafeHtml.tsx']);
  });
});
