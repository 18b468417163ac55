import { useEffect, useRef, useState } from 'react';
import { api } from '@/api/instance';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '@/config/constants';
import { sessionContract } from '@/contracts/session.contract';
import { useAccountText } from './text';

/** The image captcha of the register form: click to refresh, at most once a second (spec 01 §9). */
export function CaptchaImage() {
  const { tx } = useAccountText();
  const [src, setSrc] = useState<string | null>(null);
  const last = useRef(0);
  const load = () => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    last.current = now;
    api.call(sessionContract.captcha, { query: { t: now } }).then(
      (png) => setSrc(png.startsWith('data:') ? png : `data:image/png;base64,${png}`),
      () => setSrc(null),
    );
  };
  // Showing the field is what asks for an image.
  useEffect(load, []);
  return (
    <button
      type="button"
      className="account__captcha"
      onClick={load}
      // With the picture the button is named for what it does; without it, by the text it shows (WCAG 2.5.3).
      aria-label={src ? tx('account:login.refreshCaptcha') : undefined}
    >
      {src ? (
        <img src={src} alt={tx('account:login.captchaAlt')} height={36} />
      ) : (
        <span>{tx('account:login.captchaRetry')}</span>
      )}
    </button>
  );
}
