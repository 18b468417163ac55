import type { DatePreset, RecordsFilters } from './recordsQuery.machine';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd of a date in the member's own time zone (the reports are asked by calendar day). */
export function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The inclusive day range of a preset, counted back from `today` (today counts as one of the 7 or 30). */
export function presetRange(
  preset: Exclude<DatePreset, 'custom'>,
  today: Date,
): { startDate: string; endDate: string } {
  const back = (days: number) => isoDay(new Date(today.getTime() - days * DAY_MS));
  switch (preset) {
    case 'today':
      return { startDate: isoDay(today), endDate: isoDay(today) };
    case 'yesterday':
      return { startDate: back(1), endDate: back(1) };
    case 'last7':
      return { startDate: back(6), endDate: isoDay(today) };
    case 'last30':
      return { startDate: back(29), endDate: isoDay(today) };
  }
}

/** The filters a report page starts with: the last 7 days, every product. */
export function defaultFilters(today: Date, preset: Exclude<DatePreset, 'custom'> = 'last7'): RecordsFilters {
  return { preset, ...presetRange(preset, today), product: '' };
}
