import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** DOMPurify stays out of the first bundle; every caller shares one load. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Links from server HTML open safely in a new tab.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return (html: string) =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form'],
        FORBID_ATTR: ['style'],
      });
  });
  return sanitizer;
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
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let alive = true;
    void loadSanitizer().then((sanitize) => {
      if (alive) setClean({ source, html: sanitize(source) });
    });
    return () => {
      alive = false;
    };
  }, [source]);
  if (!clean || clean.source !== source) {
    return (
      <Tag className={className} style={{ whiteSpace: 'pre-line' }} data-sanitized="pending">
        {htmlToText(source)}
      </Tag>
    );
  }
  return <Tag className={className} data-sanitized="done" dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
