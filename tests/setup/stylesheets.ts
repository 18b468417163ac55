import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every stylesheet under `dir`, for the tests that read the site's CSS. */
export function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** A stylesheet's text without its comments, so a rule named in a comment is not taken for a declaration. */
export function readCss(file: string): string {
  return readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}
