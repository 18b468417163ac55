import { withCentreTranslations } from '@/i18n';
import centresStylesheet from './centres.css?url';

let loaded: Promise<void> | undefined;

/**
 * The centres' stylesheet (`centres.css`, ADR 032), linked once and awaited, so a centre's screen never
 * paints unstyled. Rejects when it does not arrive, like a chunk that does not (the loader's retries and
 * chunk-error screen take over), and the next call links it afresh.
 */
export function loadCentreStyles(): Promise<void> {
  loaded ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = centresStylesheet;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        loaded = undefined;
        reject(new Error(`The centres' stylesheet did not load: ${centresStylesheet}`));
      },
      { once: true },
    );
    document.head.append(link);
  });
  return loaded;
}

/** `load` (a centre's chunk) once the centres' text and stylesheet are here too. */
export async function withCentreResources<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([withCentreTranslations(load), loadCentreStyles()]);
  return module;
}
