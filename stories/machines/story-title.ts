/**
 * A golden file's Storybook section (ADR 015): `lobby-favourites.paths.md` → `Machines/LobbyFavourites`.
 * Shared by the generator (scripts/machine-stories.ts) and the e2e run that checks every golden file
 * has its section (tests/e2e/storybook.spec.ts), which cannot load the machines.
 */
export function machineStoryName(goldenFile: string): string {
  return goldenFile
    .replace(/\.paths\.md$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}`)
    .join('');
}

/** Storybook's id prefix of that section (`machines-lobbyfavourites`). */
export function machineStoryIdPrefix(goldenFile: string): string {
  return `machines-${machineStoryName(goldenFile).toLowerCase()}`;
}
