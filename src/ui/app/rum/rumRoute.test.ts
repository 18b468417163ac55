import { describe, expect, it } from 'vitest';
import { rumRoute } from './rumRoute';

describe('rumRoute', () => {
  it('files an address under its canonical route', () => {
    expect(rumRoute('/', '')).toBe('/');
    expect(rumRoute('/index.html', '')).toBe('/');
    expect(rumRoute('/download', '')).toBe('/down');
    expect(rumRoute('/rng/', '')).toBe('/rng');
  });

  it('keeps the open centre page and drops every other query parameter', () => {
    expect(rumRoute('/rng', '?mc=depositv2&vendor=PG')).toBe('/rng?mc=depositv2');
    expect(rumRoute('/agentHome', '?ac=agentTeamOverview')).toBe('/agentHome?ac=agentTeamOverview');
    expect(rumRoute('/game', '?launch=abc123&name=Fortune')).toBe('/game');
    expect(rumRoute('/register', '?agentCode=player01')).toBe('/register');
  });

  it('never sends an address it does not know, nor a centre value that is not a page key', () => {
    expect(rumRoute('/player01/secret', '')).toBe('/other');
    expect(rumRoute('/rng', '?mc=a%20b@c')).toBe('/rng');
  });
});
