import { useEffect, useState } from 'react';
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

function sitePolicy(imageOrigins: readonly string[] | undefined): HtmlPolicy {
  return {
    origin: window.location.origin,
    stripRemoteImages: settings.serverHtml.stripRemoteTracking,
    imageOrigins: [...settings.serverHtml.imageOrigins, ...(imageOrigins ?? [])],
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
  /** Origins whose pictures stay when remote tracking is stripped (e.g. the status's image CDNs). */
  imageOrigins?: readonly string[];
}

/**
 * The only place server HTML reaches the DOM. Until the sanitizer has loaded, the content shows as
 * plain text, so nothing unsanitized is ever inserted.
 */
export function SafeHtml({ html, className, as: Tag = 'div', imageOrigins }: SafeHtmlProps) {
  const source = html ?? '';
  const origins = (imageOrigins ?? []).join(' ');
  // Output belongs to one source under one policy; anything else waits for its own pass.
  const key = `${origins}\n${source}`;
  const [clean, setClean] = useState<{ key: string; html: string } | null>(null);
  useEffect(() => {
    let alive = true;
    void loadServerHtmlSanitizer().then((sanitize) => {
      if (alive) setClean({ key, html: sanitize(source, sitePolicy(origins.split(' ').filter(Boolean))) });
    });
    return () => {
      alive = false;
    };
  }, [key, source, origins]);
  if (!clean || clean.key !== key) {
    return (
      <Tag className={className} style={{ whiteSpace: 'pre-line' }} data-sanitized="pending">
        {htmlToText(source)}
      </Tag>
    );
  }
  return <Tag className={className} data-sanitized="done" dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
