/**
 * Mock profiles (ADR 050): which backend the mock plays, across every scenario. `full` is this site's
 * own backend: the wire protocol plus the extensions it adds (responsible gambling, ADR 043).
 * `plainWps` is exactly what `../shared/spec/wps-wire-protocol.md` describes and nothing more: no
 * extension route (each answers as an unknown path does), no designed id in the whitelabel tree, a
 * merchant in Vietnam (+84 first, VI among its languages), GeeTest v4 required on registration (wire
 * §2.3 `#1066`) and only the help centre's wire tags (§4.6). The player and agent journeys pass on both.
 */
export const mockProfiles = ['full', 'plainWps'] as const;
export type MockProfile = (typeof mockProfiles)[number];

export function isMockProfile(name: string | null | undefined): name is MockProfile {
  return typeof name === 'string' && (mockProfiles as readonly string[]).includes(name);
}

/** The profile a reset returns to: the server's `MOCK_PROFILE`, the demo's `?profile=`, else `full`. */
let base: MockProfile = 'full';
let active: MockProfile = 'full';

export function activeProfile(): MockProfile {
  return active;
}

export function isPlainWps(): boolean {
  return active === 'plainWps';
}

/** Switches the profile now and makes it the one a reset returns to. */
export function useProfile(profile: MockProfile): void {
  base = profile;
  active = profile;
}

/** A test's profile for a while; `resetProfile` (part of the mock's reset) restores the base one. */
export function switchProfile(profile: MockProfile): void {
  active = profile;
}

export function resetProfile(): void {
  active = base;
}

/** The merchant's GeeTest v4 captcha id, as `/wps/captcha/geetest` answers it (wire §4.1's sample). */
export const GEETEST_CAPTCHA_ID = '10578edd4000cf44530a193e12f275de';

/**
 * A stand-in for GeeTest v4's loader (`https://static.geetest.com/v4/gt4.js`), whose servers can't be
 * reached here: `initGeetest4` hands over a captcha that passes as soon as it is shown. The mock server
 * serves it at `/__mock/geetest/gt4.js`; an e2e test routes GeeTest's address to it.
 */
export const GEETEST_STAND_IN = `(function(){window.initGeetest4=function(config,ready){var h={};var c={
onReady:function(f){h.ready=f;return c},onSuccess:function(f){h.success=f;return c},
onError:function(f){h.error=f;return c},onClose:function(f){h.close=f;return c},
showCaptcha:function(){setTimeout(function(){if(h.success)h.success()},50)},
getValidate:function(){return{lot_number:'stand-in-lot',pass_token:'stand-in-pass',gen_time:String(Date.now()),
captcha_output:'stand-in-output'}}};ready(c);setTimeout(function(){if(h.ready)h.ready()},0)}})();`;

/** The help centre's tags the wire shows (§4.6): aboutus, deposit, withdraw, game, faqs. */
export const WIRE_HELP_TAGS: readonly string[] = ['aboutus', 'deposit', 'withdraw', 'game', 'faqs'];

/** The countries a merchant in Vietnam lists: its own first (the site reads its dialing code from it). */
export const VIETNAM_FIRST = ['VN', 'TH', 'PH', 'MY', 'ID', 'SG', 'CN'] as const;
