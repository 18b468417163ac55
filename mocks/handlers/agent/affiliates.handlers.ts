import type { HttpHandler } from 'msw';
import { agentContract, type AffiliateUrl } from '@/contracts/agent.contract';
import { db } from '../../db';
import { hashString, intBetween, paginate, seededRng } from '../../factories/games.factories';
import { AGENT_ERRORS } from '../../lib/agent';
import { now } from '../../lib/clock';
import { fail, implement, ok } from '../../lib/handler';
import { memberKeyOf } from '../../lib/members';
import { siteOrigin } from '../../lib/origin';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { teamOf } from '../../lib/team';

/** Registration must accept the agent's link codes, so each one is mirrored in the affiliates table. */
function ensureAffiliateCode(code: string, agentId: number): void {
  if (!db.affiliate.findFirst({ where: { code: { equals: code } } })) {
    db.affiliate.create({ code, agentId, domain: null });
  }
}

function toAffiliateUrl(
  row: ReturnType<typeof db.agentAffiliateUrl.getAll>[number],
  origin: string,
): AffiliateUrl {
  return {
    affiUrlId: row.id,
    url: `${origin}${row.url}`,
    affiliateCode: row.code,
    registeredCount: row.registered,
    createTime: row.createdAt,
  };
}

/** The agent's affiliate links and who registered through them (spec 02 §2, registration centre). */
export const agentAffiliateHandlers: HttpHandler[] = [
  implement(agentContract.affiliateUrls, { agent: true }, ({ member, request }) => {
    const origin = siteOrigin(request);
    const rows = db.agentAffiliateUrl
      .findMany({ where: { agentKey: { equals: memberKeyOf(member) } } })
      .sort((a, b) => b.createdAt - a.createdAt);
    rows.forEach((row) => ensureAffiliateCode(row.code, member.id));
    return ok(rows.map((row) => toAffiliateUrl(row, origin)));
  }),

  implement(agentContract.addAffiliateUrl, { agent: true }, ({ member, body, request }) => {
    const agentKey = memberKeyOf(member);
    const n = db.agentAffiliateUrl.count({ where: { agentKey: { equals: agentKey } } }) + 1;
    const rng = seededRng(hashString(`${agentKey}:url:${n}:${now()}`));
    const code = `${agentKey.toUpperCase().slice(0, 8)}${intBetween(rng, 1000, 9999)}`;
    const created = db.agentAffiliateUrl.create({
      id: `${agentKey}-url-${n}-${Math.floor(now() / 1000)}`,
      agentKey,
      code,
      url: `/register?affiliateCode=${code}${body.accountType === 'agent' ? '&type=agent' : ''}`,
      registered: 0,
      createdAt: now(),
    });
    ensureAffiliateCode(code, member.id);
    return ok(toAffiliateUrl(created, body.domain ? `https://${body.domain}` : siteOrigin(request)));
  }),

  implement(agentContract.deleteAffiliateUrl, { agent: true }, ({ member, query }) => {
    const row = db.agentAffiliateUrl.findFirst({
      where: { id: { equals: query.affiUrlId }, agentKey: { equals: memberKeyOf(member) } },
    });
    if (!row) return fail(...AGENT_ERRORS.urlNotFound);
    db.agentAffiliateUrl.delete({ where: { id: { equals: row.id } } });
    db.affiliate.delete({ where: { code: { equals: row.code } } });
    return ok(null);
  }),

  implement(agentContract.registeredAffiliates, { agent: true }, ({ member, query }) => {
    const agentKey = memberKeyOf(member);
    const urls = db.agentAffiliateUrl.findMany({ where: { agentKey: { equals: agentKey } } });
    const rows = teamOf(member)
      .filter((d) => urls.length > 0 && hashString(d.username) % 3 === 0)
      .map((d) => ({
        username: d.username,
        registerTime: d.registeredAt,
        affiUrlId: urls[hashString(d.username) % urls.length]?.id ?? null,
      }));
    const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok({
      list: page.items,
      totalPages: rows.length === 0 ? 0 : page.totalPages,
      totalCount: page.totalCount,
      pageNo: page.pageNo,
    });
  }),
];
