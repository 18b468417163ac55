import { contract } from '@/contracts';
import { db } from '../db';
import { fail, implement, ok } from '../lib/handler';
import { now } from '../lib/clock';
import { isPlainWps, VIETNAM_FIRST, WIRE_HELP_TAGS } from '../profiles';
import type { Scenario } from '../scenarios';
import {
  countries,
  customerServiceList,
  domainList,
  helpCenter,
  imageCDNs,
  launchGameCDNs,
  registerSettings,
  resources,
  whitelabelTree,
} from '../seed/reference';

const VISITOR_IP = '203.0.113.10';

/** The merchant's countries, its own first: Malaysia here, Vietnam on the plain-WPS profile. */
function merchantCountries() {
  const list = countries.map((c) => ({ ...c }));
  if (!isPlainWps()) return list;
  const rank = (code: string) => (VIETNAM_FIRST as readonly string[]).indexOf(code);
  return list.sort((a, b) => rank(a.countryCode) - rank(b.countryCode));
}

function statusValue(scenario: Scenario, request: Request) {
  const s = scenario.systemStatus;
  const origin = new URL(request.url).origin;
  return {
    info: {
      customerService: customerServiceList(),
      domainRoute: { domainList },
      resources,
      whitelabel: whitelabelTree(scenario),
      register: registerSettings(scenario.registerSettings),
      mainDomain: origin,
      analytics: { gtagId: null },
      imageCDNs,
      launchGameCDNs,
      // Designed fields (the wire's info has neither): a plain WPS backend sends no such thing.
      ...(isPlainWps() ? {} : { currencySymbol: 'P', memberLabelColor: '#ABABAB' }),
    },
    location: {
      ip: s.kind === 'regionBlocked' ? s.ip : VISITOR_IP,
      country: s.kind === 'regionBlocked' ? 'US' : 'MY',
    },
    maintenance:
      s.kind === 'maintenance' ? { status: 1, title: s.title, endTime: s.endTime, info: s.info } : false,
    regionRestriction: s.kind === 'regionBlocked' ? { ip: s.ip, info: s.info } : false,
  };
}

export const systemHandlers = [
  implement(contract.system.status, ({ scenario, request }) => ok(statusValue(scenario, request))),
  implement(contract.system.statusV2, ({ scenario, request }) => ok(statusValue(scenario, request))),
  implement(contract.system.domainRoute, () => ok({ domainList, resources })),
  implement(contract.system.country, () => ok(merchantCountries())),
  implement(contract.system.whitelabel, ({ scenario }) => ok(whitelabelTree(scenario))),
  implement(contract.system.settingsConsolidated, ({ scenario }) =>
    ok({
      currencySymbol: 'P',
      currency: 'PHP',
      defaultLanguage: isPlainWps() ? 'VI' : 'MY',
      supportLanguages: isPlainWps() ? ['VI', 'EN'] : ['MY', 'EN', 'CN'],
      smsExpiredMinutes: scenario.smsExpiredMinutes,
      phoneAuthProvider: scenario.phoneAuthProvider,
      lotteryType: 'SEA',
    }),
  ),
  implement(contract.system.location, ({ scenario }) =>
    ok({
      ip: scenario.systemStatus.kind === 'regionBlocked' ? scenario.systemStatus.ip : VISITOR_IP,
      country: 'MY',
    }),
  ),
  implement(contract.system.helpCenter, ({ query }) => {
    const topics = helpCenter((query.lang ?? 'EN').toUpperCase());
    return ok(isPlainWps() ? topics.filter((t) => WIRE_HELP_TAGS.includes(t.tag)) : topics);
  }),
  implement(contract.system.feedback, ({ body, member }) => {
    if ([...body.content].length > 140)
      return fail('FEEDBACK_TOO_LONG', 'Feedback is limited to 140 characters');
    db.feedback.create({
      id: db.feedback.count() + 1,
      memberId: member?.id ?? null,
      content: body.content,
      createdAt: now(),
    });
    return ok(null);
  }),
  implement(contract.system.customerService, () =>
    ok({
      version: { pathList: customerServiceList().map(({ type, path, name }) => ({ type, path, name })) },
    }),
  ),
  implement(contract.system.chatUrl, () => ok('/mock-chat/index.html?channel=live')),
  implement(contract.system.checkIfAppDomain, () => ok(null)),
];
