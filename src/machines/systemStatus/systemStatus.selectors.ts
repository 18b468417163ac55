import type { SnapshotFrom } from 'xstate';
import { flagOn } from '@/contracts/common';
import type {
  CountryEntry,
  CustomerServiceEntry,
  MaintenanceInfo,
  RegionRestrictionInfo,
  Resource,
  StatusValue,
} from '@/contracts/system.contract';
import type { SystemData, SystemStatusContext, systemStatusMachine } from './systemStatus.machine';

/** 0 normal, 1 maintenance, 2 region restricted (spec 01 §4). */
export type SystemStatusCode = 0 | 1 | 2;

/** An object without a status field counts as on when it carries something to show. */
function isOn(value: MaintenanceInfo | RegionRestrictionInfo | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if ('status' in value && value.status !== undefined && value.status !== null) return flagOn(value.status);
  return Object.values(value).some((v) => v !== null && v !== undefined && v !== '' && v !== false);
}

/** Maintenance wins over region restriction. */
export function deriveSystemStatus(status: StatusValue): SystemStatusCode {
  if (isOn(status.maintenance)) return 1;
  if (isOn(status.regionRestriction)) return 2;
  return 0;
}

export interface MaintenanceView {
  title: string | null;
  /** Epoch ms or the server's string, when the server announced an end. */
  endTime: number | string | null;
  info: string | null;
}

export function selectMaintenance(data: SystemData | null): MaintenanceView {
  const m = data?.status.maintenance;
  if (!m || typeof m === 'boolean') return { title: null, endTime: null, info: null };
  return { title: m.title ?? null, endTime: m.endTime ?? null, info: m.info ?? null };
}

export interface RegionBlockView {
  ip: string | null;
  info: string | null;
}

export function selectRegionBlock(data: SystemData | null): RegionBlockView {
  const r = data?.status.regionRestriction;
  const locationIp = data?.status.location?.ip ?? null;
  if (!r || typeof r === 'boolean') return { ip: locationIp, info: null };
  return { ip: r.ip ?? locationIp, info: r.info ?? null };
}

export function selectCountries(context: SystemStatusContext): CountryEntry[] {
  return context.data?.countries ?? [];
}

export function selectCustomerService(context: SystemStatusContext): CustomerServiceEntry[] {
  return context.data?.status.info.customerService ?? [];
}

export function selectStatus(context: SystemStatusContext): StatusValue | null {
  return context.data?.status ?? null;
}

/* Snapshot selectors: what screens pass to `SystemStatusContext.useSelector` (ADR 013). */

type Snap = SnapshotFrom<typeof systemStatusMachine>;

const NO_COUNTRIES: CountryEntry[] = [];
const NO_ENTRIES: CustomerServiceEntry[] = [];
const NO_RESOURCES: readonly Resource[] = [];

/** What the boot gate shows: maintenance and region block replace the site, as does a failed boot. */
export type BootView = 'maintenance' | 'regionBlocked' | 'failed' | 'ready' | 'loading';

export const selectBootView = (s: Snap): BootView =>
  s.matches('maintenance')
    ? 'maintenance'
    : s.matches('regionBlocked')
      ? 'regionBlocked'
      : s.hasTag('failed')
        ? 'failed'
        : s.hasTag('ready')
          ? 'ready'
          : 'loading';
export const selectBooted = (s: Snap) => s.hasTag('ready');
export const selectSystemData = (s: Snap) => s.context.data;
export const selectBootErrorKey = (s: Snap) => s.context.errorKey;
export const selectBootErrorCode = (s: Snap) => s.context.errorCode;
/** Status response once loaded (null during boot). */
export const selectStatusValue = (s: Snap): StatusValue | null => s.context.data?.status ?? null;
export const selectCountryList = (s: Snap): CountryEntry[] => s.context.data?.countries ?? NO_COUNTRIES;
export const selectCustomerServiceEntries = (s: Snap): CustomerServiceEntry[] =>
  s.context.data?.status.info.customerService ?? NO_ENTRIES;
/** The routers response's resources (app downloads, socials, live chat), else the status response's. */
export const selectResources = (s: Snap): readonly Resource[] | null =>
  s.context.data?.routers?.resources ?? s.context.data?.status.info.resources ?? null;
export const selectRouterResources = (s: Snap): readonly Resource[] => selectResources(s) ?? NO_RESOURCES;
