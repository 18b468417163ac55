import Big from 'big.js';
import { GAME_CLASSES, MIN_BET_OPTIONS } from '@/config/constants';
import { EMPTY_FILTERS, LIST_TYPES, type ListType, type LobbyFilters } from './lobby.types';

/**
 * A lobby's view as its address (ADR 039): the part of the lobby machine's context a person chose
 * (list type, vendor, filters, page), read from and written to the query string. Pure: no router, no
 * machine; the screen's sync hook moves it between the two.
 */
export interface LobbyAddress {
  listType: ListType;
  filters: LobbyFilters;
  pageNo: number;
}

/**
 * Parameter names. The vendor keeps spec 02 §2's `page` (`/rng?page={vendor}`, which header and home
 * links already use), so the page number is `pageNo`, the game query's own field name (spec 02 §3).
 */
export const LOBBY_PARAM = {
  vendor: 'page',
  list: 'list',
  classify: 'class',
  minBet: 'minBet',
  search: 'q',
  pageNo: 'pageNo',
} as const;

const OWN_PARAMS: readonly string[] = Object.values(LOBBY_PARAM);

export const DEFAULT_LOBBY_ADDRESS: LobbyAddress = { listType: 'all', filters: EMPTY_FILTERS, pageNo: 1 };

/** Longer than any game name; a longer `q` is cut, not refused. */
export const SEARCH_MAX_LENGTH = 50;
/** Far beyond any catalogue (12 a page); a bigger number is noise, not a page. */
export const PAGE_MAX = 9999;

/** Vendor codes are letters, digits, `_` and `-` (e.g. `PG`, `TCG_SEA`). */
const VENDOR_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const PAGE_NUMBER = /^[1-9]\d{0,3}$/;

/** List types that page with a pager (spec 02 §4): hot and recent show everything at once. */
const PAGED: readonly ListType[] = ['all', 'fav'];

export interface AddressOptions {
  /**
   * The category's vendor codes once the vendor lanes have loaded: a code not among them is dropped.
   * Absent (still loading, failed) = any well-formed code is kept, and the backend decides.
   */
  vendors?: readonly string[] | undefined;
  /** The classifications this lobby offers (default GAME_CLASSES). */
  classes?: readonly string[] | undefined;
  /**
   * The list types this person can have now (saved games need a member, hot a cached hot list): any
   * other reads as `all`, as the lobby treats a visitor choosing saved games (ADR 009).
   */
  listTypes?: readonly ListType[] | undefined;
}

/** `value` as one of `allowed`, ignoring case, in `allowed`'s spelling; null when it is none. */
function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  if (value === null) return null;
  const wanted = value.trim().toUpperCase();
  return allowed.find((a) => a.toUpperCase() === wanted) ?? null;
}

/** A minimum bet given as a decimal string, compared exactly (big.js): `0.10` is the option 0.1. */
function minBetOf(value: string | null): number | null {
  if (value === null || !/^\d{1,6}(\.\d{1,6})?$/.test(value.trim())) return null;
  const wanted = new Big(value.trim());
  return MIN_BET_OPTIONS.find((option) => wanted.eq(new Big(option))) ?? null;
}

function vendorOf(value: string | null, vendors: readonly string[] | undefined): string | null {
  if (value === null || !VENDOR_CODE.test(value.trim())) return null;
  return vendors ? oneOf(value, vendors) : value.trim();
}

/**
 * The view an address asks for; every parameter is checked on its own and an invalid one reads as
 * its default, so no address can break the lobby. Filters other than the vendor narrow the full list
 * only (spec 02 §4: search, class and minimum bet return to `all`); the page counts on paged lists.
 */
export function readLobbyAddress(params: URLSearchParams, options: AddressOptions = {}): LobbyAddress {
  const listTypes = options.listTypes ?? LIST_TYPES;
  const listType = oneOf(params.get(LOBBY_PARAM.list), listTypes) ?? 'all';
  const vendor = vendorOf(params.get(LOBBY_PARAM.vendor), options.vendors);
  const narrowed = listType === 'all';
  const page = params.get(LOBBY_PARAM.pageNo)?.trim() ?? '';
  return {
    listType,
    filters: {
      vendor,
      gameName: narrowed
        ? (params.get(LOBBY_PARAM.search) ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim()
        : '',
      gameClassify: narrowed
        ? oneOf(params.get(LOBBY_PARAM.classify), options.classes ?? GAME_CLASSES)
        : null,
      minBet: narrowed ? minBetOf(params.get(LOBBY_PARAM.minBet)) : null,
    },
    pageNo: PAGED.includes(listType) && PAGE_NUMBER.test(page) ? Math.min(Number(page), PAGE_MAX) : 1,
  };
}

/**
 * `base` with the lobby's parameters set to `address`: defaults are left out, and every other
 * parameter (`games`, `mc`, `ac`, `scenario`, ...) stays as it was.
 */
export function writeLobbyAddress(address: LobbyAddress, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of OWN_PARAMS) params.delete(name);
  const { listType, filters, pageNo } = address;
  if (filters.vendor) params.set(LOBBY_PARAM.vendor, filters.vendor);
  if (listType !== 'all') params.set(LOBBY_PARAM.list, listType);
  if (filters.gameClassify) params.set(LOBBY_PARAM.classify, filters.gameClassify);
  if (filters.minBet !== null) params.set(LOBBY_PARAM.minBet, new Big(filters.minBet).toString());
  if (filters.gameName) params.set(LOBBY_PARAM.search, filters.gameName);
  if (PAGED.includes(listType) && pageNo > 1) params.set(LOBBY_PARAM.pageNo, String(pageNo));
  return params;
}

/**
 * The address of a lobby machine's context. The page counts only on paged lists: recent moves its
 * page number on its own while it loads page after page.
 */
export function lobbyAddressOf(context: LobbyAddress): LobbyAddress {
  return {
    listType: context.listType,
    filters: context.filters,
    pageNo: PAGED.includes(context.listType) ? context.pageNo : 1,
  };
}

export function sameLobbyAddress(a: LobbyAddress, b: LobbyAddress): boolean {
  return writeLobbyAddress(lobbyAddressOf(a)).toString() === writeLobbyAddress(lobbyAddressOf(b)).toString();
}
