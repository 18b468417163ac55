import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./centreStyles');

// jsdom links no other stylesheet; under vitest the stylesheet's address is empty (CSS is not built).
function centreLinks(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
}

describe("the centres' stylesheet loader", () => {
  let loader: Module;
  beforeEach(async () => {
    vi.resetModules();
    loader = await import('./centreStyles');
  });
  afterEach(() => {
    for (const link of centreLinks()) link.remove();
  });

  it('links the stylesheet once, however many centres ask for it', async () => {
    await Promise.all([loader.loadCentreStyles(), loader.loadCentreStyles()]);
    await loader.loadCentreStyles();
    expect(centreLinks()).toHaveLength(1);
  });

  it('hands a chunk over only once its stylesheet is linked and loaded', async () => {
    const module = await loader.withCentreResources(() => Promise.resolve({ default: 'screen' }));
    expect(module.default).toBe('screen');
    expect(centreLinks()).toHaveLength(1);
  });

  it('rejects when the stylesheet fails, and links it afresh on the next call', async () => {
    const first = loader.loadCentreStyles();
    const [failed] = centreLinks();
    failed?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/stylesheet did not load/);
    expect(centreLinks()).toHaveLength(0);

    await loader.loadCentreStyles();
    expect(centreLinks()).toHaveLength(1);
  });
});
