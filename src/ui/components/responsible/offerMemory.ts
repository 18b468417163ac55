import { getSession, subscribeSession } from '@/api/session-store';

/**
 * Which session answered the deposit-limit offer ("Not now", "Done" or a close). Memory only: the
 * answer is for this session, forgotten when the session ends or changes (the next login is offered
 * it again), and nothing about the member goes to web storage.
 */
let answeredIn: string | null = null;

subscribeSession((session) => {
  if (session.token !== answeredIn) answeredIn = null;
});

export function isOfferAnswered(): boolean {
  const { token } = getSession();
  return token !== null && token === answeredIn;
}

export function rememberOfferAnswered(): void {
  answeredIn = getSession().token;
}
