/**
 * Chromium checks the page's Content-Security-Policy the moment an HTML parser sets an `on*` (or
 * `style`) attribute or meets a `<style>`, in any document the page creates (DOMParser, `<template>`, createHTMLDocument alike):
 * nothing runs, but every such attribute in a server notice is reported as a blocked
 * `script-src-attr` violation. So before DOMPurify parses server HTML, this pass renames event-handler
 * attributes (and `style`) to `data-blocked-*`, which the parser sets silently and the policy then
 * drops (`ALLOW_DATA_ATTR: false`), and leaves out `<style>` elements, which the policy drops with
 * their content anyway. It is not the security boundary (DOMPurify is): an attribute it missed
 * would only be reported, never run.
 *
 * A small scan after the HTML tokenizer: text, comments, tags with quoted or unquoted attribute
 * values, and raw-text elements (script, style, ...) whose content is not markup.
 */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);
// Not `noscript`: DOMPurify's parser runs with scripting off, where its content is markup.

const TAG_OPEN = /<(\/?)([a-zA-Z][^\s/>]*)/y;
const SPACE = /[\t\n\f\r /]/;

/** Where a comment opened at `start` ends, as the tokenizer sees it (`<!-->`, `--!>` included). */
function commentEnd(html: string, start: number): number {
  if (html.startsWith('<!-->', start)) return start + 5;
  if (html.startsWith('<!--->', start)) return start + 6;
  const ends = [html.indexOf('-->', start + 4), html.indexOf('--!>', start + 4)].filter((at) => at !== -1);
  if (ends.length === 0) return html.length;
  const at = Math.min(...ends);
  return at + (html.startsWith('-->', at) ? 3 : 4);
}

export function renameEventHandlerAttributes(html: string): string {
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) return out + html.slice(i);
    out += html.slice(i, lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      const stop = commentEnd(html, i);
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    TAG_OPEN.lastIndex = i;
    const open = TAG_OPEN.exec(html);
    if (!open) {
      out += '<';
      i += 1;
      continue;
    }
    const [whole, slash, rawName = ''] = open;
    const name = rawName.toLowerCase();
    // A style sheet is dropped by the policy with its content: dropped here, it is never parsed
    // (Chromium reports an inline <style> as a style-src violation too).
    if (!slash && name === 'style') {
      const close = html.toLowerCase().indexOf('</style', i);
      const after = close === -1 ? -1 : html.indexOf('>', close);
      i = after === -1 ? n : after + 1;
      continue;
    }
    out += whole;
    i += whole.length;
    // Attributes, up to the tag's `>`.
    while (i < n && html[i] !== '>') {
      if (SPACE.test(html[i] ?? '')) {
        out += html[i];
        i += 1;
        continue;
      }
      // The attribute name (its first character may be `=`, as the tokenizer allows).
      let end = i + 1;
      while (end < n && !SPACE.test(html[end] ?? '') && html[end] !== '>' && html[end] !== '=') end += 1;
      const name = html.slice(i, end);
      out += /^(on|style$)/i.test(name) ? `data-blocked-${name}` : name;
      i = end;
      while (i < n && /[\t\n\f\r ]/.test(html[i] ?? '')) out += html[i++];
      if (html[i] !== '=') continue;
      out += '=';
      i += 1;
      while (i < n && /[\t\n\f\r ]/.test(html[i] ?? '')) out += html[i++];
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? n : close + 1;
        out += html.slice(i, stop);
        i = stop;
      } else {
        let stop = i;
        while (stop < n && !/[\t\n\f\r >]/.test(html[stop] ?? '')) stop += 1;
        out += html.slice(i, stop);
        i = stop;
      }
    }
    if (i < n) {
      out += '>';
      i += 1;
    }
    // A raw-text element's content is text up to its own end tag.
    if (!slash && RAW_TEXT.has(name)) {
      const close = name === 'plaintext' ? -1 : html.toLowerCase().indexOf(`</${name}`, i);
      const stop = close === -1 ? n : close;
      out += html.slice(i, stop);
      i = stop;
    }
  }
  return out;
}
