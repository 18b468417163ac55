/**
 * Detects XSS in rendered output two ways, because jsdom alone under-reports: it runs inline event
 * handlers and `javascript:` frame sources (vitest's jsdom runs scripts) but never loads images,
 * runs scripts inserted as HTML or follows a `javascript:` link.
 *
 * 1. Execution: `__xss` is defined in the page's own script context (where inline handlers run,
 *    which is not the test's global) and reports each call as a DOM event; `exercise` then fires
 *    every event a payload's handler could be waiting for on every element.
 * 2. Structure: `dangerousFindings` lists whatever could run in a real browser: forbidden elements,
 *    `on*` attributes, script or non-image data URLs in URL attributes, clobbering `id`/`name`,
 *    inline styles, and new-tab links without `noopener`.
 */

const EXECUTED = 'xss-probe-executed';

export interface XssProbe {
  /** Payload ids whose code ran, in order. */
  readonly calls: string[];
  dispose(): void;
}

export function installXssProbe(): XssProbe {
  const calls: string[] = [];
  const listener = (event: Event) => {
    calls.push(String((event as CustomEvent<unknown>).detail));
  };
  document.addEventListener(EXECUTED, listener);
  const script = document.createElement('script');
  script.textContent = `window.__xss = function (id) {
    document.dispatchEvent(new CustomEvent(${JSON.stringify(EXECUTED)}, { detail: String(id) }));
  };`;
  document.head.append(script);
  return {
    calls,
    dispose() {
      document.removeEventListener(EXECUTED, listener);
      script.remove();
    },
  };
}

const EVENTS = [
  'error',
  'load',
  'click',
  'mouseover',
  'focus',
  'toggle',
  'begin',
  'animationstart',
  'start',
  'submit',
  'input',
];

/** Fires every plausible trigger on every element under `root` (links do not navigate). */
export function exercise(root: Element): void {
  const stopNavigation = (event: Event) => event.preventDefault();
  document.addEventListener('click', stopNavigation, true);
  document.addEventListener('submit', stopNavigation, true);
  try {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const named = el
        .getAttributeNames()
        .filter((n) => n.startsWith('on'))
        .map((n) => n.slice(2));
      for (const type of new Set([...EVENTS, ...named])) {
        el.dispatchEvent(new Event(type, { bubbles: false, cancelable: true }));
      }
    }
  } finally {
    document.removeEventListener('click', stopNavigation, true);
    document.removeEventListener('submit', stopNavigation, true);
  }
}

const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'isindex',
  'style',
  'link',
  'meta',
  'base',
  'template',
  'noscript',
  'noembed',
  'xmp',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'marquee',
  'area',
  'map',
];

const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'poster',
  'background',
  'data',
  'codebase',
  'cite',
  'dynsrc',
  'lowsrc',
  'longdesc',
  'ping',
  'to',
  'values',
  'srcdoc',
];

/** Browsers drop ASCII whitespace and control characters inside a scheme. */
function scheme(value: string): string {
  const squeezed = [...value].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
  return (/^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1] ?? '').toLowerCase();
}

const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|jpg|webp|avif|svg\+xml)[;,]/i;

export function dangerousFindings(root: Element): string[] {
  const found: string[] = [];
  for (const tag of FORBIDDEN_ELEMENTS) {
    if (root.querySelector(tag)) found.push(`<${tag}> element`);
  }
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    for (const name of el.getAttributeNames()) {
      const value = el.getAttribute(name) ?? '';
      if (name.startsWith('on')) found.push(`${tag}[${name}] handler`);
      if (name === 'id' || name === 'name') found.push(`${tag}[${name}] (DOM clobbering)`);
      if (name === 'style') found.push(`${tag}[style]`);
      if (name === 'srcset') found.push(`${tag}[srcset] (unchecked image source)`);
      if (!URL_ATTRIBUTES.includes(name)) continue;
      const s = scheme(value);
      if (s === 'javascript' || s === 'vbscript') found.push(`${tag}[${name}] ${s}: URL`);
      if (s === 'data' && !(tag === 'img' && name === 'src' && DATA_IMAGE.test(value.trim()))) {
        found.push(`${tag}[${name}] data: URL`);
      }
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank') {
      const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        found.push('a[target=_blank] without noopener');
    }
    if (tag === 'a' && el.getAttribute('target') && el.getAttribute('target') !== '_blank') {
      found.push(`a[target=${el.getAttribute('target')}]`);
    }
  }
  return found;
}

/** Parses `html` into a detached-from-React host element in the document (as SafeHtml's output sits). */
export function htmlFragment(html: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = html;
  return host;
}

/** Every element under `root` matching `selector` (structural checks on sanitized markup). */
export function elementsIn<E extends Element = HTMLElement>(root: Element, selector: string): E[] {
  return [...root.querySelectorAll<E>(selector)];
}

/** SafeHtml's sanitized output under `scope`; throws (for waitFor) until it has rendered. */
export function sanitizedBody(scope: Element): HTMLElement {
  const out = scope.querySelector<HTMLElement>('[data-sanitized="done"]');
  if (!out) throw new Error('SafeHtml has not rendered sanitized output yet');
  return out;
}
