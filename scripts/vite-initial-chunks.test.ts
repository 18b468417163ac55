import { describe, expect, it } from 'vitest';
import { translationPreloads } from './vite-initial-chunks';

describe('translationPreloads', () => {
  it("drops a translation file's own chunk and keeps its language's chunk", () => {
    expect(
      translationPreloads('assets/account-vFzl6hS9.js', [
        'assets/account-vFzl6hS9.js',
        'assets/locale-my-vx90dkIm.js',
      ]),
    ).toEqual(['assets/locale-my-vx90dkIm.js']);
    expect(
      translationPreloads('assets/member-1ctsQ8P6.js', [
        'assets/member-1ctsQ8P6.js',
        'assets/locale-cn-centres-WaaHT3XF.js',
      ]),
    ).toEqual(['assets/locale-cn-centres-WaaHT3XF.js']);
  });

  it('leaves every other dynamic import as Vite resolved it', () => {
    const deps = ['assets/LobbyScreen-DHLsDKya.js', 'assets/GameCard-Abc.js', 'assets/lobby-Xy.css'];
    expect(translationPreloads('assets/LobbyScreen-DHLsDKya.js', deps)).toEqual(deps);
  });
});
