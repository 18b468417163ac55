import { AGE_AT_REGISTRATION, BIRTHDAY_MIN_AGE } from './constants.ts';

/**
 * Choices where the spec gives two readings or leaves a value open; the first reading is the default.
 */
export const settings = {
  /**
   * The merchant's site name as the installed app shows it (ADR 041): `name` on the splash and in the
   * app list, `shortName` under the home-screen icon (about 12 characters fit).
   */
  site: { name: 'WPS', shortName: 'WPS' } as { name: string; shortName: string },
  /** Lazy images: spec 01 §9 first reading (preload factor 1.3, 200 ms throttle, 3 attempts, 200 cached). */
  lazyImageReading: 'default' as 'default' | 'alt',
  /** Default image shown when a picture fails to load. */
  defaultImage: '/images/default.svg',
  /** How long the header keeps the vendor dropdown after the pointer leaves (spec 01 §9). */
  vendorDropdownCloseDelayMs: 200,
  /** Notices marquee speed in pixels per second when the server gives no announcementDisplaySpeed. */
  noticeScrollPxPerSecond: 60,
  /**
   * The footer's legal texts (spec 01 §2 help links; ADR 050) where the merchant keeps them outside the
   * help centre: an address the outbound allowlist passes (ADR 011), or null. A link shows where the help centre has the article's tag
   * or this names an address, and is left out where neither exists.
   */
  legalLinks: { terms: null, privacy: null, responsible: null } as Record<
    'terms' | 'privacy' | 'responsible',
    string | null
  >,
  /** Licence badges in the footer (spec 01 §2). */
  licences: ['mga', 'bvi'] as const,
  /**
   * Server HTML (notices, help, promotions; ADR 012): cross-origin pictures are dropped as tracking
   * pixels unless their origin is in `imageOrigins`; `stripRemoteTracking: false` keeps any https one.
   */
  serverHtml: { stripRemoteTracking: true, imageOrigins: [] as readonly string[] },
  /**
   * Who sees the header's App button (download QR). Spec 01 §2 lists it under the visitor's header only;
   * ADR 019 shows it to members too, so it stays after login. Default `'everyone'` (ADR 019's reading);
   * `'visitors'` is the spec's first reading.
   */
  appDownloadButton: 'everyone' as 'everyone' | 'visitors',
  /**
   * What the header's lottery entry does (spec 02 §2; ADR 029). `'firstVendor'` (the spec's reading, the
   * default): it opens the first lottery vendor's game directly, which is the /lottery page with that
   * vendor's lobby in the frame. `'lobby'`: it opens /lottery as it is. Either way /lottery stays
   * reachable from the home tile, the vendor drop-down and its address.
   */
  lotteryEntry: 'firstVendor' as 'firstVendor' | 'lobby',
  /**
   * Money that goes to another person (transfer to upline, an agent's transfer to a downline) asks
   * for the payment (withdrawal) password, as a withdrawal does; a member without one is led to set
   * it first. It mirrors the merchant's own setting (the mock's `wallet.transferNeedsPaymentPassword`):
   * `false` shows no password field and sends none.
   */
  transferNeedsPaymentPassword: true as boolean,
  /**
   * Leaving a game recalls that game's wallet to the main wallet on transfer-wallet merchants (spec 02
   * §9: "recalled game balances ... are configurable", values not shown; ADR 034). Default on: the
   * header's total stays right either way, but the money is spendable again without a trip to My
   * wallet. Single-wallet merchants have nothing to recall.
   */
  recallOnGameExit: true as boolean,
  /**
   * Which game wallet (balance row `accountTypeId`) a game type plays on; the wire protocol names only
   * the main wallet (2). Designed, matching the mock's books: live casino 3, sports and esports 4,
   * everything else the game wallet 1.
   */
  gameWallets: { LIVE: '3', SPORTS: '4', ESPORTS: '4' } as Readonly<Record<string, string>>,
  defaultGameWallet: '1',
  /**
   * Ages (spec 01 §9, spec 02 §9). The registration's terms box confirms `confirmAtRegistration`
   * (18; the other reading makes it configurable: change the number). A birthday, at registration or
   * on my account, must show `birthday` or more (the string that says 21 is the default; the other
   * reading is a configurable age: change the number).
   */
  minimumAge: { confirmAtRegistration: AGE_AT_REGISTRATION, birthday: BIRTHDAY_MIN_AGE } as {
    confirmAtRegistration: number;
    birthday: number;
  },
  /**
   * The share of page loads that report Web Vitals when a collector is configured (`VITE_RUM_URL`;
   * `VITE_RUM_SAMPLE_RATE` overrides it per build). A p75 per route needs a few hundred page loads, not
   * all of them; a small merchant raises it.
   */
  rumSampleRate: 0.1,
  /**
   * Responsible gambling (limits, time-out, self-exclusion, reality check; ADR 043) runs on an extension of
   * the wire protocol (`/wps/rg/*`) that a plain WPS backend lacks, so it is found, not assumed (ADR 050).
   * `'auto'` (the default): the site asks the extension once per session and shows the tools only where
   * it answers; where it is absent (404, an unknown path, a business error) nothing of it shows and
   * nothing fails. `'on'` trusts it is there; `'off'` makes no call and shows no screen.
   */
  responsibleGambling: 'auto' as 'auto' | 'on' | 'off',
  /**
   * The flags of spec 01 §1 that the wire protocol gives no switch for (ADR 050): the merchant's setting,
   * with the spec's default. A whitelabel node with the designed id (`USERNAMEREG3`, `COUNTRYCODE3`, …) or
   * the wire's module id for the feature's calls (`REG3`, `CAPTCHA3`, `AFFMAN3`, `SIGNCONDIV3`,
   * `DAILYSALCONT3`, `HOURSAL3`, `RTSALARY3`) overrides it when a backend sends one; an absent id keeps
   * this default. The table in docs/deploy.md lists them.
   */
  merchantFeatures: {
    /** Registration by username, `PUT /wps/member/register` (module REG3). */
    directRegistration: true,
    /** The username tab beside the mobile one (designed USERNAMEREG3). */
    usernameRegistration: true,
    /** The image captcha where the backend asks for it (module CAPTCHA3). */
    captcha: true,
    /** The affiliate-code field and its check (module AFFMAN3). */
    affiliateCode: true,
    /** A choice of dialing codes beside a phone number (designed COUNTRYCODE3). */
    countryCodeSelector: true,
    /** Social sign-in buttons: off, since they need an authentication provider (designed SOCIALLOGIN3). */
    socialLogin: false,
    /** The member centre (designed MEMBERCENTRE3). */
    memberCentre: true,
    /** The agent centre for agents (designed AGENTCENTRE3). */
    agentCentre: true,
    /** Spec 01 §2: "if the login-to-home setting is on" (designed LOGINTOHOME3). */
    loginToHome: false,
    /** The snow decoration (designed SNOW3). */
    snow: false,
    /** Invite friends (designed REFERRAL3). */
    referral: true,
    /** Spec 02 §2 agent-centre pages 9 to 12, each on its wire module id. */
    dividend: true,
    dailySalary: true,
    hourlySalary: true,
    realTimeSalary: true,
  } as Record<
    | 'directRegistration'
    | 'usernameRegistration'
    | 'captcha'
    | 'affiliateCode'
    | 'countryCodeSelector'
    | 'socialLogin'
    | 'memberCentre'
    | 'agentCentre'
    | 'loginToHome'
    | 'snow'
    | 'referral'
    | 'dividend'
    | 'dailySalary'
    | 'hourlySalary'
    | 'realTimeSalary',
    boolean
  >,
  /**
   * The reality check's interval for a player who never chose one (minutes: 0 = off, 15, 30 or 60; UKGC
   * RTS 13, ADR 043). The player's own choice on the responsible-gaming page is kept by the backend.
   */
  realityCheckMinutes: 60 as 0 | 15 | 30 | 60,
} as const;

export type MerchantFeature = keyof typeof settings.merchantFeatures;
