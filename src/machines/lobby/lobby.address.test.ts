import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOBBY_ADDRESS,
  lobbyAddressOf,
  readLobbyAddress,
  sameLobbyAddress,
  writeLobbyAddress,
  type LobbyAddress,
} from './lobby.address';
import { EMPTY_FILTERS } from './lobby.types';

const read = (query: string, options?: Parameters<typeof readLobbyAddress>[1]) =>
  readLobbyAddress(new URLSearchParams(query), options);
const write = (address: LobbyAddress, base?: string) =>
  writeLobbyAddress(address, new URLSearchParams(base)).toString();

const filtered: LobbyAddress = {
  listType: 'all',
  filters: { vendor: 'PG', gameName: 'gold rush', gameClassify: 'SC', minBet: 0.05 },
  pageNo: 3,
};

describe('lobby address codec (ADR 039)', () => {
  it('writes short, readable parameters and reads them back to the same view', () => {
    expect(write(filtered)).toBe('page=PG&class=SC&minBet=0.05&q=gold+rush&pageNo=3');
    expect(read(write(filtered))).toEqual(filtered);
  });

  it('round-trips every list type with a vendor', () => {
    for (const listType of ['all', 'hot', 'fav', 'recent'] as const) {
      const address: LobbyAddress = { listType, filters: { ...EMPTY_FILTERS, vendor: 'JILI' }, pageNo: 1 };
      expect(read(write(address))).toEqual(address);
    }
    expect(write({ ...DEFAULT_LOBBY_ADDRESS, listType: 'fav', pageNo: 2 })).toBe('list=fav&pageNo=2');
  });

  it('leaves every default out: the plain lobby is the bare path', () => {
    expect(write(DEFAULT_LOBBY_ADDRESS)).toBe('');
    expect(read('')).toEqual(DEFAULT_LOBBY_ADDRESS);
    expect(write({ ...DEFAULT_LOBBY_ADDRESS, pageNo: 1, filters: { ...EMPTY_FILTERS, gameName: '' } })).toBe(
      '',
    );
  });

  it("keeps every parameter that is not the lobby's, and replaces its own", () => {
    expect(write(filtered, 'games=RNG&mc=depositv2&page=JILI&pageNo=9&scenario=manyGames')).toBe(
      'games=RNG&mc=depositv2&scenario=manyGames&page=PG&class=SC&minBet=0.05&q=gold+rush&pageNo=3',
    );
    expect(write(DEFAULT_LOBBY_ADDRESS, 'mc=depositv2&list=fav&q=x')).toBe('mc=depositv2');
  });

  it('reads each invalid parameter as its default without touching the others', () => {
    expect(read('page=PG&list=nonsense&class=ZZ&minBet=0.02&pageNo=abc&q=%20')).toEqual({
      ...DEFAULT_LOBBY_ADDRESS,
      filters: { ...EMPTY_FILTERS, vendor: 'PG' },
    });
    for (const page of ['0', '-1', '1.5', '1e3', '', '00003', '99999']) {
      expect(read(`pageNo=${page}`).pageNo).toBe(1);
    }
    expect(read('pageNo=9999').pageNo).toBe(9999);
    expect(read('page=<script>').filters.vendor).toBeNull();
    expect(read('minBet=abc').filters.minBet).toBeNull();
    expect(read('minBet=-0.05').filters.minBet).toBeNull();
  });

  it('compares a minimum bet exactly and reads case-insensitive names in their own spelling', () => {
    expect(read('minBet=0.10').filters.minBet).toBe(0.1);
    expect(read('minBet=.1').filters.minBet).toBeNull();
    expect(read('class=sc&list=FAV').listType).toBe('fav');
    expect(read('class=sc').filters.gameClassify).toBe('SC');
  });

  it('drops a vendor the category does not have once the vendors are known', () => {
    expect(read('page=pg', { vendors: ['PG', 'JILI'] }).filters.vendor).toBe('PG');
    expect(read('page=NOPE', { vendors: ['PG', 'JILI'] }).filters.vendor).toBeNull();
    expect(read('page=NOPE').filters.vendor).toBe('NOPE');
  });

  it('reads a list type this person cannot have as all, as the lobby does for a visitor', () => {
    expect(read('list=fav&pageNo=2', { listTypes: ['all', 'recent'] })).toEqual({
      ...DEFAULT_LOBBY_ADDRESS,
      pageNo: 2,
    });
    expect(read('list=hot', { listTypes: ['all', 'recent'] }).listType).toBe('all');
  });

  it('narrows only the full list, and pages only the paged lists', () => {
    expect(read('list=recent&class=SC&q=gold&minBet=0.05&pageNo=3&page=PG')).toEqual({
      listType: 'recent',
      filters: { ...EMPTY_FILTERS, vendor: 'PG' },
      pageNo: 1,
    });
    expect(read('list=fav&pageNo=3').pageNo).toBe(3);
  });

  it('cuts a long search to its limit and trims it', () => {
    const long = `  ${'a'.repeat(80)}`;
    expect(read(`q=${long}`).filters.gameName).toBe('a'.repeat(50));
  });

  it('projects a machine context: recent counts its own pages, which the address ignores', () => {
    const recent: LobbyAddress = { listType: 'recent', filters: EMPTY_FILTERS, pageNo: 4 };
    expect(lobbyAddressOf(recent).pageNo).toBe(1);
    expect(sameLobbyAddress(recent, { ...recent, pageNo: 1 })).toBe(true);
    expect(sameLobbyAddress(filtered, { ...filtered, pageNo: 2 })).toBe(false);
  });
});
