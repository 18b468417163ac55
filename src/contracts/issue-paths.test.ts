import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registrationContract } from './registration.contract';
import { systemContract } from './system.contract';
import { issuePath, issuePaths, MAX_ISSUE_PATHS, ROOT_PATH } from './issue-paths';

/** The 200 schema of a route, as the API client checks an answer against it. */
const answerSchema = (route: { responses: Record<number, unknown> }) => route.responses[200] as z.ZodTypeAny;

function pathsOf(schema: z.ZodTypeAny, answer: unknown): string[] {
  const parsed = schema.safeParse(answer);
  if (parsed.success) throw new Error('the answer was expected to fail its schema');
  return issuePaths(schema, parsed.error);
}

describe('issuePaths', () => {
  it('names the contract keys and writes indices as []', () => {
    const answer = { success: true, value: [{ countryCode: 'MY', countryDialingCode: 60 }] };
    expect(pathsOf(answerSchema(systemContract.country), answer)).toEqual(['value[].countryDialingCode']);
  });

  it('follows lazy (recursive) schemas and folds one drift of many rows into one path', () => {
    const article = (title: unknown) => ({ title, children: [{ content: '<p>x</p>' }] });
    const answer = { success: true, value: [article('Deposit'), article(7), article(8)] };
    expect(pathsOf(answerSchema(systemContract.helpCenter), answer)).toEqual([
      'value[].children[].title',
      'value[].title',
    ]);
  });

  it("writes a record's keys, which come from the answer, as *", () => {
    const answer = { success: true, value: { player01: { minLength: 'six' } } };
    const paths = pathsOf(answerSchema(registrationContract.settings), answer);
    expect(paths).toEqual(['value.*.minLength']);
    expect(paths.join(' ')).not.toContain('player01');
  });

  it('never writes a key the schema does not name, nor any value', () => {
    const schema = z.object({ a: z.array(z.object({ b: z.literal('x') })) }).strict();
    const answer = { a: [{ b: 'secret-token-123' }], 'user@example.com': 1 };
    const paths = pathsOf(schema, answer);
    expect(paths).toEqual(['a[].b', ROOT_PATH]);
    expect(JSON.stringify(paths)).not.toMatch(/secret|example/);
  });

  it('reads a path through a union by the option that names it', () => {
    const schema = z.union([z.object({ list: z.array(z.string()) }), z.object({ content: z.number() })]);
    expect(issuePath(schema, ['list', 3])).toBe('list[]');
    expect(issuePath(schema, ['content'])).toBe('content');
    expect(issuePath(schema, ['other', 'deeper'])).toBe('*.*');
    expect(issuePath(schema, [])).toBe(ROOT_PATH);
  });

  it('reports at most MAX_ISSUE_PATHS distinct paths', () => {
    const shape = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, z.string()]));
    const paths = pathsOf(z.object(shape), {});
    expect(paths).toHaveLength(MAX_ISSUE_PATHS);
    expect(paths[0]).toBe('f0');
  });
});
