/** How many elements, the target and its ancestors, a selector names. */
const DEPTH = 3;
/** Class names the site writes (BEM-ish); anything else (generated, or holding data) is left out. */
const CLASS_NAME = /^[a-z][a-z0-9_-]{0,40}$/i;

/**
 * web-vitals' `generateTarget`: a selector of tag and class names only. The library's own selector
 * uses an element's id where it has one, and ids can carry data (a username, a record id); a field
 * record must not (docs/deploy.md "Field measurement").
 */
export function targetSelector(node: Node | null): string | undefined {
  const parts: string[] = [];
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  while (element && parts.length < DEPTH && element !== document.body) {
    const classes = [...element.classList].filter((c) => CLASS_NAME.test(c)).slice(0, 2);
    parts.unshift([element.tagName.toLowerCase(), ...classes].join('.'));
    element = element.parentElement;
  }
  return parts.length > 0 ? parts.join('>') : undefined;
}
