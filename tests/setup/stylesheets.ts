import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every stylesheet under `dir`, for the tests that read the site's CSS. */
export function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}
