/**
 * Business constants from spec 01 §9 and spec 02 §9. Where the spec gives two readings, both are
 * here and a setting in `settings.ts` chooses; the first reading is the default.
 */
/**
 * Display languages: the shipped set is `languages.ts`'s registry, the merchant's list and default are
 * `env.languages` and `env.defaultLanguage` (spec 01 §1's second reading, ADR 051).
 */
export type { Language } from './languages';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export const BANNER_AUTOPLAY_MS = 5000;
export const NOTICES_PER_PAGE = 9;
export const DEFAULT_CURRENCY_SYMBOL = 'P';
export const DEFAULT_LABEL_COLOR = '#ABABAB';

export const SMS_SECONDS_PER_EXPIRED_MINUTE = 60;
/** When the authentication provider sends the SMS, the countdown is one minute. */
export const PROVIDER_SMS_EXPIRED_MINUTES = 1;
export const LOGIN_CODE_THROTTLE_MS = 1000;
/**
 * Spec 01 §8 and spec 02 §8 phone-auth messages: "too many requests (retry after 5 minutes)". After that
 * refusal the send button stays disabled, counting down, for this long.
 */
export const SMS_TOO_MANY_REQUESTS_RETRY_MS = 5 * 60_000;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

export const REMEMBER_ME_TTL_MS = 86_400_000;
/** The weak default password ({secret} in the spec; `123456` per wire protocol §2.3) forces a change. */
export const WEAK_DEFAULT_PASSWORD = '123456';

export const VENDOR_DROPDOWN_MAX_ICONS = 11;
export const VENDOR_DROPDOWN_CLOSE_DELAY_MS = 200;
export const VENDOR_CAROUSEL = { slides: 10, spaceBetween: 10, loop: true, speed: 3000, delay: 0 } as const;
export const VENDOR_ARROWS_ABOVE = 7;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MODAL_DEFAULT_SIZE = { width: 600, height: 300 } as const;
export const MODAL_CLOSE_ANIMATION_MS = 300;
export const MODAL_SHOW_DELAY_MS = 100;

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_COUNT = 3;
export const FEEDBACK_MAX_CHARS = 140;
export const REMARK_MAX_CHARS = 140;

export const INFINITE_SCROLL = { throttleMs: 200, distance: 0 } as const;
/** Lazy images: default reading; the other reading (threshold 0.1, one retry) is `LAZY_IMAGE_ALT`. */
export const LAZY_IMAGE = { preloadFactor: 1.3, throttleMs: 200, attempts: 3, cacheSize: 200 } as const;
export const LAZY_IMAGE_ALT = { threshold: 0.1, attempts: 1 } as const;

export const QR_DEFAULT = { size: 200, margin: 20 } as const;
export const QR_HEADER_SIZE = 100;

export const REALTIME_SALARY_SETTLE_MS = 5 * 60_000;
export const PHONE_CODE_RETRY_MS = 5 * 60_000;

export const GAME_PAGE_SIZE = 12;
export const PAGINATION = { range: 3, margin: 1 } as const;
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
export const GAME_CLASSES = ['SC', 'VP', 'TG', 'AC', 'JP'] as const;
/** BG is offered when TY is a supported language. */
export const GAME_CLASS_BG = 'BG';

export const JACKPOT_TICK_MS = 3000;
export const JACKPOT_INCREMENT = 165.11;

export const POPULAR_GAMES_COUNT = 20;
export const VN_NUMBERS_COUNT = 100;

export const HOT_GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['DS88'] as const;
export const LOTTERY_ROUTED_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;
export const LOTTERY_ROUTED_TYPES = ['LOTT', 'ELOTT'] as const;
export const LOBBY_GAME_TYPES = ['RNG', 'FISH', 'PVP'] as const;

/** isAgent / member type values (spec 01 §6, spec 02 §6). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const HEADER_AGENT_FLAGS = [1, 2, 4, 41, 42] as const;
export const TRIAL_TYPE = 4;

/** VIP customer service is used above this rank level, otherwise live chat. */
export const VIP_CS_RANK_ABOVE = 4;

export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;
export const CUSTOMER_SERVICE_WINDOW_ALT = { width: 440, height: 500 } as const;

export const AGE_AT_REGISTRATION = 18;
export const BIRTHDAY_MIN_AGE = 21;

export const AGENT_CONTRACT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;

export const GATEWAY_VERSION = '3';
export const DEVICE = 'web';

export const SITE = {
  platform: 'WEB',
  device: 'WEB',
  lotteryType: 'SEA',
  prizeModes: { ModeLott: 'LOTT', ModeZy: 'ZY', ModeElott: 'ELOTT', ModeSea: 'SEA' },
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultAnnouncementType: 'B',
} as const;

/** Banner group per route (spec 01 §2). */
export const BANNER_GROUPS = {
  '/': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
} as const;
export const BANNER_GROUP_REGISTER = 'w_reg';
export const BANNER_GROUP_FORGOT = 'w_forget';

/** Storage keys (spec 01 §3, wire protocol §2.1). */
export const STORAGE_KEYS = {
  session: ['token', 'isAgent', 'memberLabel', 'customerId', 'account', 'username'] as const,
  language: ['language', 'hisLang', 'lang'] as const,
  theme: 'theme',
  lotteryFavourites: 'LOTTFAV',
  /** A marker (never the token) that the agent's contract notice was put away for the current login. */
  contractRequestsDismissed: 'contractRequestsDismissed',
  deviceId: 'SHELL_deviceId',
  /** The last game searches typed on this device (queries only, nothing of the player; ADR 038). */
  recentSearches: 'SEARCH_recent',
  hotGames: 'HOT_GAMES',
  merchantWallet: 'merchantWallet',
  rememberedUsername: 'rememberedUsername',
  rememberedMobile: 'rememberedMobile',
  rememberFlag: 'rememberMe',
} as const;
