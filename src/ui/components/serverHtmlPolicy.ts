import type { Config, DOMPurify } from 'dompurify';
import { renameEventHandlerAttributes } from './eventHandlerAttributes';
import { isAllowedImageSource, safeLinkUrl, type HtmlPolicy } from './serverUrls';

export type { HtmlPolicy } from './serverUrls';

/*
 * What server HTML (notices, help articles, promotion texts) may contain, and the DOMPurify setup
 * that enforces it. Kept apart from `SafeHtml` so the component can load DOMPurify lazily while
 * this policy stays testable on its own (ADR 012).
 */

/**
 * Text formatting only. No forms or controls (a notice must not collect a password), no frames,
 * media, scripts, styles, templates, SVG or MathML (mXSS and namespace-confusion vectors).
 */
export const SERVER_HTML_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'center',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

/**
 * No `id`/`name` (DOM clobbering: `<img name="getElementById">` shadows document properties), no
 * `style` or `class` (overlays dressed as the site's own dialogs), no event handlers, and of the
 * URL-bearing attributes only `href` and `src`, each checked below. `target`/`rel` are set by the
 * hook, never taken from the server.
 */
export const SERVER_HTML_ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'align',
  'valign',
  'border',
  'color',
  'size',
  'face',
  'start',
  'reversed',
  'dir',
  'lang',
  'datetime',
] as const;

const CONFIG: Config = {
  ALLOWED_TAGS: [...SERVER_HTML_TAGS],
  ALLOWED_ATTR: [...SERVER_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's own URL check, a second line behind the hook: http(s), mailto, tel, or relative.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

export type ServerHtmlSanitizer = (html: string, policy: HtmlPolicy) => string;

/**
 * Wires the policy into a DOMPurify instance of its own (hooks are per instance, so nothing else
 * that uses DOMPurify inherits them) and returns the sanitizing function.
 */
export function createServerHtmlSanitizer(purify: DOMPurify): ServerHtmlSanitizer {
  let policy: HtmlPolicy | null = null;

  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (!policy) return;
    if (event.attrName === 'href') {
      event.keepAttr = node.tagName === 'A' && safeLinkUrl(event.attrValue, policy.origin) !== null;
    } else if (event.attrName === 'src') {
      event.keepAttr = node.tagName === 'IMG' && isAllowedImageSource(event.attrValue, policy);
    }
  });

  // Runs after DOMPurify has dropped every attribute outside the allowlist (`target` included),
  // so what is set here survives: the old `target === '_blank'` check here never saw a target.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!policy) return;
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      const url = href === null ? null : safeLinkUrl(href, policy.origin);
      if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.tagName === 'IMG') {
      if (!node.hasAttribute('src')) {
        // A refused picture (tracking pixel, script URL) goes entirely rather than show as broken.
        node.remove();
        return;
      }
      node.setAttribute('referrerpolicy', 'no-referrer');
      node.setAttribute('loading', 'lazy');
    }
  });

  return (html, current) => {
    policy = current;
    try {
      // No `on*` attribute reaches the parser: Chromium would report each one as a CSP violation.
      return purify.sanitize(renameEventHandlerAttributes(html), CONFIG);
    } finally {
      policy = null;
    }
  };
}
