// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderApiDocs } from './api-docs';
import { money } from './common';
import { designedFieldPaths, routeFields } from './fields';
import { contract } from './index';
import { designed, fieldMarks, ownMark, sourceMark, wire } from './meta';
import { allRoutes } from './routes';

const routes = allRoutes();

describe('field marks (ADR 050)', () => {
  it.each(routes.map((r) => [r.key, r] as const))(
    "%s: its source is one of the marks' families",
    (_key, r) => {
      const family = sourceMark[r.meta.source];
      expect(fieldMarks).toContain(family);
      for (const field of routeFields(r.route)) {
        // Only an extension route has extension fields, and an extension route has nothing else.
        expect(field.mark === 'extension', `${r.key} ${field.path}`).toBe(family === 'extension');
      }
    },
  );

  it('reads the status fields the wire lacks as designed, and the login username as wire', () => {
    const status = routeFields(contract.system.status);
    expect(status).toContainEqual({
      path: 'info.memberLabelColor',
      in: 'response',
      part: 'value',
      mark: 'designed',
    });
    expect(status).toContainEqual({
      path: 'info.currencySymbol',
      in: 'response',
      part: 'value',
      mark: 'designed',
    });
    expect(status).toContainEqual({ path: 'info.imageCDNs', in: 'response', part: 'value', mark: 'wire' });
    expect(routeFields(contract.session.login)).toContainEqual({
      path: 'username',
      in: 'request',
      part: 'body',
      mark: 'wire',
    });
    expect(routeFields(contract.session.login)).toContainEqual({
      path: 'verificationToken',
      in: 'request',
      part: 'body',
      mark: 'designed',
    });
  });

  it('lists those fields with their marks in docs/api.md', () => {
    const rows = renderApiDocs(routes).split('\n');
    const row = (key: string, direction: string, mark: string) =>
      rows.find((line) => line.startsWith(`| \`${key}\` | ${direction} | ${mark} |`)) ?? '';
    expect(row('system.status', 'response', 'designed')).toContain('`info.memberLabelColor`');
    expect(row('system.status', 'response', 'wire')).not.toContain('`info.memberLabelColor`');
    expect(row('session.login', 'request', 'wire')).toContain('`username`');
    expect(row('session.login', 'request', 'designed')).not.toContain('`username`');
    expect(rows.find((line) => /^\d+ fields: \d+ wire, \*\*\d+ designed\*\*/.test(line))).toBeDefined();
  });

  it('takes the route family where nothing is marked: designed routes designed, extensions extension', () => {
    expect(routeFields(contract.verification.sliderVerify).map((f) => f.mark)).toEqual(
      expect.arrayContaining(['designed']),
    );
    expect(new Set(routeFields(contract.verification.sliderVerify).map((f) => f.mark))).toEqual(
      new Set(['designed']),
    );
    expect(new Set(routeFields(contract.responsibleGambling.limits).map((f) => f.mark))).toEqual(
      new Set(['extension']),
    );
    // A designed route whose fields the spec names (spec 01 §3, customer-service response).
    expect(routeFields(contract.system.customerService)).toContainEqual({
      path: 'version.pathList[].path',
      in: 'response',
      part: 'value',
      mark: 'wire',
    });
  });
});

describe('designedFieldPaths', () => {
  it("lists an answer's designed paths, outermost only", () => {
    expect(designedFieldPaths(contract.system.status)).toEqual([
      'info.customerService[].type',
      'info.currencySymbol',
      'info.memberLabelColor',
      'location.country',
      'maintenance.status',
    ]);
    const betHistory = designedFieldPaths(contract.wallet.betHistory);
    expect(betHistory).toContain('summary');
    expect(betHistory).not.toContain('summary.betCount');
    expect(betHistory).toContain('list[].winLoss');
    expect(designedFieldPaths(contract.member.bankCards)).toEqual([
      '[].id',
      '[].bankName',
      '[].accountName',
      '[].accountNo',
      '[].branch',
    ]);
  });

  it('is empty for an answer the wire gives whole, and ignores request fields', () => {
    expect(designedFieldPaths(contract.session.login)).toEqual([]);
    expect(designedFieldPaths(contract.wallet.balance)).toEqual([]);
    expect(designedFieldPaths(contract.wallet.withdraw)).toEqual([]);
  });
});

describe('marks are metadata only', () => {
  const samples: unknown[] = ['1', '0.5', 2, '', null, undefined, {}, 'abc', -1];

  it('leaves parsing as it was, on the marked copy and the shared original', () => {
    for (const schema of [z.string().min(1), money, z.object({ a: z.number() }).passthrough()]) {
      const marked = designed(schema);
      expect(marked).not.toBe(schema);
      for (const input of [...samples, { a: 1, b: 2 }]) {
        const [got, want] = [marked.safeParse(input), schema.safeParse(input)];
        expect(got.success).toBe(want.success);
        expect(got.data).toEqual(want.data);
        expect(JSON.stringify(got.error?.issues)).toBe(JSON.stringify(want.error?.issues));
      }
    }
  });

  it('marks the copy only, and survives optional/nullish wrappers', () => {
    designed(money);
    expect(ownMark(money)).toBeUndefined();
    expect(ownMark(designed(z.string()))).toBe('designed');
    expect(ownMark(designed(z.string()).nullish())).toBe('designed');
    expect(ownMark(wire(z.string()))).toBe('wire');
    expect(ownMark(z.string().describe('a plain description'))).toBeUndefined();
  });
});
