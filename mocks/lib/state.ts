/**
 * Observable bits of mock state that tests and e2e runs read back (the answer of the last
 * captcha image, the last SMS code sent) plus a mutation signal the browser runner uses to
 * persist the db after each write.
 */
let lastCaptcha: string | null = null;
let lastSms: string | null = null;
let lastSlider: number | null = null;
let requestCount = 0;
const mutationListeners = new Set<() => void>();

export const mockState = {
  lastCaptchaAnswer: (): string | null => lastCaptcha,
  lastSmsCode: (): string | null => lastSms,
  setLastCaptchaAnswer(answer: string): void {
    lastCaptcha = answer;
  },
  setLastSmsCode(code: string): void {
    lastSms = code;
  },
  /** Target x of the last slider challenge (e2e tests drag exactly there). */
  lastSliderX: (): number | null => lastSlider,
  setLastSliderX(x: number): void {
    lastSlider = x;
  },
  /** Counts every request the handlers see (drives the deterministic `flaky` scenario). */
  nextRequestNumber(): number {
    requestCount += 1;
    return requestCount;
  },
  reset(): void {
    lastCaptcha = null;
    lastSms = null;
    lastSlider = null;
    requestCount = 0;
  },
};

export function onMutation(fn: () => void): () => void {
  mutationListeners.add(fn);
  return () => mutationListeners.delete(fn);
}

export function notifyMutation(): void {
  for (const fn of mutationListeners) fn();
}
