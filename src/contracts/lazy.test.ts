import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy';
import { responds } from './envelope';

type Node = { id: string; children?: Node[] };

describe('lazySchema', () => {
  it('builds nothing until the first check, then keeps what it built', () => {
    const build = vi.fn(() => z.object({ id: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ id: 'a' }).success).toBe(true);
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('checks every node of a tree with one build, however deep', () => {
    const build = vi.fn(() => z.object({ id: z.string(), children: z.array(node).optional() }));
    const node: z.ZodType<Node> = lazySchema(build);
    const tree: Node = {
      id: 'root',
      children: [{ id: 'a', children: [{ id: 'b' }, { id: 'c' }] }, { id: 'd' }],
    };
    expect(node.safeParse(tree).success).toBe(true);
    expect(node.safeParse({ id: 'root', children: [{ id: 'a', children: [{ id: 2 }] }] }).success).toBe(
      false,
    );
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('a route envelope built on its first answer', () => {
  it('still tells success from a business failure', () => {
    const ok = responds(z.object({ balance: z.string() }))[200];
    expect(ok.safeParse({ success: true, value: { balance: '1.00' } }).success).toBe(true);
    expect(ok.safeParse({ success: true, value: { balance: 1 } }).success).toBe(false);
    expect(ok.safeParse({ success: false, errorCode: 'login.not.session' }).success).toBe(true);
  });
});
