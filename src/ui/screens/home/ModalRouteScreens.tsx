import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useModals } from '@/ui/hooks/modals';
import HomeScreen from './HomeScreen';

/** /register and /register.html: home with the register modal (spec 01 §2); reads ?referralCode. */
export function RegisterRouteScreen() {
  const { open } = useModals();
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode') ?? undefined;
  const affiliateCode = params.get('affiliateCode') ?? params.get('code') ?? undefined;
  // Opening is the navigation's effect: arriving at the URL is the player's action.
  useEffect(() => {
    open('register', { referralCode, affiliateCode });
  }, [open, referralCode, affiliateCode]);
  return <HomeScreen />;
}

/** /login: the redirect target of the login-to-home setting; home with the login modal. */
export function LoginRouteScreen() {
  const { open } = useModals();
  useEffect(() => {
    open('login');
  }, [open]);
  return <HomeScreen />;
}
