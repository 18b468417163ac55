import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { anyValue, responds } from './envelope';
import { lazySchema } from './lazy';
import { designed, meta, wire } from './meta';
import { nameRoutes } from './names';
import { registrationSettings } from './registration.contract';

const c = initContract();

/**
 * One node of the whitelabel tree; its modId doubles as a feature switch (enabled "1").
 * The type is written out because zod cannot infer a recursive schema.
 */
export type WhitelabelNode = {
  modId: string;
  enabled?: string | number | boolean | null;
  childrenNodes?: WhitelabelNode[] | null;
  [extra: string]: unknown;
};
export const whitelabelNode: z.ZodType<WhitelabelNode> = lazySchema(() =>
  z
    .object({
      modId: z.string(),
      enabled: z.union([z.string(), z.number(), z.boolean()]).nullish(),
      childrenNodes: z.array(whitelabelNode).nullish(),
    })
    .passthrough(),
);
export const whitelabelTree = z.array(whitelabelNode);
export type WhitelabelTree = z.infer<typeof whitelabelTree>;

/**
 * Customer-service entry of the status response; `path` is DES-obfuscated (last 8 chars are the key).
 * Spec 01 §3 names csType and path; `type` is read as an alternative to csType.
 */
export const customerServiceEntry = z
  .object({
    csType: z.union([z.number(), z.string()]).nullish(),
    type: designed(z.union([z.number(), z.string()]).nullish()),
    path: z.string(),
  })
  .passthrough();
export type CustomerServiceEntry = z.infer<typeof customerServiceEntry>;

export const resource = z
  .object({
    resourceType: z.string(),
    url: z.string().nullish(),
    qrCodeUrl: z.string().nullish(),
  })
  .passthrough();
export type Resource = z.infer<typeof resource>;

/** Spec 01 §3 names the location's ip; the country is this site's reading. */
export const locationValue = z
  .object({ ip: z.string().nullish(), country: designed(z.string().nullish()) })
  .passthrough();
export type LocationValue = z.infer<typeof locationValue>;

/**
 * Maintenance arrives as an object or a bare boolean; the UI derives system status 1 from it. Spec 01 §2
 * names the title, end time and info text of the maintenance screen; `status` is this site's reading.
 */
export const maintenanceInfo = z.union([
  z.boolean(),
  z
    .object({
      status: designed(z.union([z.boolean(), z.number(), z.string()]).nullish()),
      title: z.string().nullish(),
      endTime: z.union([z.number(), z.string()]).nullish(),
      info: z.string().nullish(),
    })
    .passthrough(),
]);
export type MaintenanceInfo = z.infer<typeof maintenanceInfo>;

/** Region restriction arrives as an object or a bare boolean; the UI derives system status 2 from it. */
export const regionRestrictionInfo = z.union([
  z.boolean(),
  z.object({ ip: z.string().nullish(), info: z.string().nullish() }).passthrough(),
]);
export type RegionRestrictionInfo = z.infer<typeof regionRestrictionInfo>;

export const statusInfo = z
  .object({
    customerService: z.array(customerServiceEntry).nullish(),
    domainRoute: z.unknown().optional(),
    resources: z.array(resource).nullish(),
    whitelabel: whitelabelTree.nullish(),
    register: registrationSettings.nullish(),
    mainDomain: z.string().nullish(),
    analytics: z.object({ gtagId: z.string().nullish() }).passthrough().nullish(),
    imageCDNs: z.array(z.string()).nullish(),
    launchGameCDNs: z.array(z.string()).nullish(),
    /*
     * Not among the wire's status fields (wire protocol §1.5); this site's backend sends them (ADR 050).
     * Declared for their mark only: `unknown`, so the object parses exactly as its passthrough did.
     */
    currencySymbol: designed(z.unknown().optional()),
    memberLabelColor: designed(z.unknown().optional()),
  })
  .passthrough();
export type StatusInfo = z.infer<typeof statusInfo>;

/** Permission / status response. */
export const statusValue = z
  .object({
    info: statusInfo,
    location: locationValue.nullish(),
    maintenance: maintenanceInfo.nullish(),
    regionRestriction: regionRestrictionInfo.nullish(),
  })
  .passthrough();
export type StatusValue = z.infer<typeof statusValue>;

/** One alternative domain of the routers answer (also read from the status's `info.domainRoute`). */
export const domainEntry = z.object({ domain: z.string(), speed: z.number().nullish() }).passthrough();
export type DomainEntry = z.infer<typeof domainEntry>;
export const domainList = z.array(domainEntry);

export const routersValue = z
  .object({
    domainList: domainList.nullish(),
    resources: z.array(resource).nullish(),
  })
  .passthrough();
export type RoutersValue = z.infer<typeof routersValue>;

/** Spec 01 §3: countryCode, countryDialingCode; the name is this site's. */
export const countryEntry = z
  .object({
    countryCode: z.string(),
    countryDialingCode: z.string(),
    countryName: designed(z.string().nullish()),
  })
  .passthrough();
export type CountryEntry = z.infer<typeof countryEntry>;

export type HelpItem = {
  title: string;
  content?: string | null;
  bgColor?: string | null;
  lang?: string | null;
  display?: boolean | null;
  tag?: string | null;
  children?: HelpItem[] | null;
  [extra: string]: unknown;
};
/** Help-centre article; `content` is HTML (render through SafeHtml only). */
export const helpItem: z.ZodType<HelpItem> = lazySchema(() =>
  z
    .object({
      title: z.string(),
      content: z.string().nullish(),
      bgColor: z.string().nullish(),
      lang: z.string().nullish(),
      display: z.boolean().nullish(),
      tag: z.string().nullish(),
      children: z.array(helpItem).nullish(),
    })
    .passthrough(),
);
export const helpCenterValue = z.array(helpItem);

export const FEEDBACK_MAX_LENGTH = 140;
export const feedbackBody = z.object({
  content: z.string().trim().min(1).max(FEEDBACK_MAX_LENGTH),
  /** Designed: the wire shows no feedback fields (§1.5); spec 02 §5 limits the content only. */
  type: designed(z.string().optional()),
  contact: designed(z.string().optional()),
  /** Designed: pictures as data URLs (png or jpg, at most 3), as a promotion application carries them. */
  images: designed(z.array(z.string().startsWith('data:image/')).max(3).optional()),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/**
 * `type` 3 is the live-chat link; `path` is obfuscated like the status customerService paths. The path of
 * the call is designed, its fields are the spec's (spec 01 §3, customer-service response).
 */
export const customerServiceValue = wire(
  z
    .object({
      version: z
        .object({
          pathList: z.array(
            z.object({ type: z.union([z.number(), z.string()]), path: z.string() }).passthrough(),
          ),
        })
        .passthrough(),
    })
    .passthrough(),
);
export type CustomerServiceValue = z.infer<typeof customerServiceValue>;

export const systemContract = c.router(
  {
    status: {
      method: 'GET',
      path: '/wps/system/status',
      query: z.object({ url: z.string().optional() }),
      responses: responds(statusValue),
      summary: 'Permission/status: whitelabel switches, CDNs, customer service, maintenance, region block',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    statusV2: {
      method: 'GET',
      path: '/wps/v2/system/status',
      query: z.object({ url: z.string().optional() }),
      responses: responds(statusValue),
      summary: 'Status, v2 path (same shape assumed)',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'A' }),
    },
    domainRoute: {
      method: 'GET',
      path: '/wps/system/domainRoute',
      responses: responds(routersValue),
      summary: 'Domain routing: domains with speed, app resources',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    country: {
      method: 'GET',
      path: '/wps/system/country',
      responses: responds(z.array(countryEntry)),
      summary: 'Country codes and dialing codes',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'G' }),
    },
    whitelabel: {
      method: 'GET',
      path: '/wps/system/whitelabel',
      responses: responds(whitelabelTree),
      summary: 'Whitelabel menu tree',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    settingsConsolidated: {
      method: 'GET',
      path: '/wps/system/settings/consolidated',
      responses: responds(z.record(z.string(), z.unknown())),
      summary: 'Consolidated site settings',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'B' }),
    },
    location: {
      method: 'GET',
      path: '/wps/system/location',
      responses: responds(locationValue),
      summary: 'Visitor location (ip)',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'B' }),
    },
    helpCenter: {
      method: 'GET',
      path: '/wps/system/helpCenter',
      query: z.object({ lang: z.string().optional(), device: z.string().optional() }),
      responses: responds(helpCenterValue),
      summary: 'Help-centre articles (HTML content, nested children)',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    feedback: {
      method: 'PUT',
      path: '/wps/feedback',
      body: feedbackBody,
      responses: responds(anyValue),
      summary: 'Send feedback (content at most 140 characters)',
      metadata: meta({ modId: 'FEEDBACK3', token: false, encrypted: false, source: 'A' }),
    },
    customerService: {
      method: 'GET',
      path: '/wps/system/customerService',
      responses: responds(customerServiceValue),
      summary: 'Designed path for getService: value.version.pathList of {type, path}',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'designed' }),
    },
    chatUrl: {
      method: 'GET',
      path: '/wps/relay/CSP_ImUrl',
      responses: responds(z.string()),
      summary: 'Customer-service chat URL',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'G' }),
    },
    checkIfAppDomain: {
      method: 'GET',
      path: '/wps/relay/WPSCORE_checkIfAppDomain',
      query: z.object({ domain: designed(z.string().optional()) }),
      responses: responds(z.unknown()),
      summary: 'Anti-clone domain check (value null on a valid domain)',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'A' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('system', systemContract);
