/**
 * The member and agent centres' namespaces (no imports: the build's chunking reads this too).
 * Each language's files for these go into a chunk of their own, loaded after the first paint and
 * before any screen that reads them (`loadCentreTranslations`): about half of a language's text, which
 * no first screen shows (ADR 030: a phone's first load is bound by its bytes).
 */
export const CENTRE_NAMESPACES = [
  'agent',
  'member',
  'memberInbox',
  'memberMoney',
  'memberRecords',
  'memberRewards',
  'memberSecurity',
] as const;

/** The namespace of a translation file's path (`…/locales/<language>/<namespace>.json`). */
export function namespaceOfFile(path: string): string | undefined {
  return /([^\\/]+)\.json$/.exec(path)?.[1];
}

export function isCentreNamespaceFile(path: string): boolean {
  return (CENTRE_NAMESPACES as readonly (string | undefined)[]).includes(namespaceOfFile(path));
}
