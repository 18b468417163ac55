import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { settings } from '@/config/settings';
import type { HtmlPolicy, ServerHtmlSanitizer } from './serverHtmlPolicy';

let sanitizer: Promise<ServerHtmlSanitizer> | null = null;

/**
 * DOMPurify stays out of the first bundle (a heavy part, needed only once a notice or article
 * opens); every caller shares one load and one instance of its own.
 */
export function loadServerHtmlSanitizer(): Promise<ServerHtmlSanitizer> {
  sanitizer ??= Promise.all([import('dompurify'), import('./serverHtmlPolicy')]).then(
    ([{ default: purify }, { createServerHtmlSanitizer }]) => createServerHtmlSanitizer(purify(window)),
  );
  return sanitizer;
}

const NO_ORIGINS: readonly string[] = [];

/** The image CDNs of the status response (spec 02 §7): known at run time, so given through React. */
const ImageCdnContext = createContext<readonly string[]>(NO_ORIGINS);

/**
 * Pictures from these hosts (the status response's `imageCDNs`) stay in server HTML beside the
 * configured `settings.serverHtml.imageOrigins`: they are the site's own image servers, not trackers.
 */
export function ServerHtmlImageCdns({ hosts, children }: { hosts: readonly string[]; children: ReactNode }) {
  return <ImageCdnContext.Provider value={hosts}>{children}</ImageCdnContext.Provider>;
}

function sitePolicy(imageCdns: readonly string[]): HtmlPolicy {
  return {
    origin: window.location.origin,
    stripRemoteImages: settings.serverHtml.stripRemoteTracking,
    imageOrigins: [...settings.serverHtml.imageOrigins, ...imageCdns],
  };
}

/** Plain text of HTML without touching the DOM parser's script execution (shown until DOMPurify loads). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span' | 'section' | 'article';
}

/**
 * The only place server HTML reaches the DOM. Until the sanitizer has loaded, the content shows as
 * plain text, so nothing unsanitized is ever inserted.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const source = html ?? '';
  const imageCdns = useContext(ImageCdnContext);
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let alive = true;
    void loadServerHtmlSanitizer().then((sanitize) => {
      if (alive) setClean({ source, html: sanitize(source, sitePolicy(imageCdns)) });
    });
    return () => {
      alive = false;
    };
  }, [source, imageCdns]);
  // Output of an earlier source is never shown for a newer one: it waits for its own pass.
  if (!clean || clean.source !== source) {
    return (
      <Tag className={className} style={{ whiteSpace: 'pre-line' }} data-sanitized="pending">
        {htmlToText(source)}
      </Tag>
    );
  }
  return <Tag className={className} data-sanitized="done" dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
