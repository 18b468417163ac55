import type { SystemData } from '@/machines/systemStatus/systemStatus.machine';
import type { StatusValue } from '@/contracts/system.contract';

const baseStatus: StatusValue = {
  info: { whitelabel: [{ modId: 'FREEPLAY3', enabled: '1' }], customerService: [] },
  location: { ip: '203.0.113.7' },
  maintenance: null,
  regionRestriction: null,
};

export const systemFixtures = {
  normal: { status: baseStatus, routers: null, countries: [{ countryCode: 'MY', countryDialingCode: '60' }] },
  maintenance: {
    status: {
      ...baseStatus,
      maintenance: { status: 1, title: 'Upgrade', endTime: 1767268800000, info: 'Back soon' },
    },
    routers: null,
    countries: [],
  },
  regionBlocked: {
    status: { ...baseStatus, regionRestriction: { ip: '198.51.100.9', info: 'Not available' } },
    routers: null,
    countries: [],
  },
  /** Maintenance wins over region restriction (spec 01 §4). */
  both: {
    status: { ...baseStatus, maintenance: true, regionRestriction: true },
    routers: null,
    countries: [],
  },
} satisfies Record<string, SystemData>;
