import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api/instance';
import { contract } from '@/contracts';
import type { SliderChallengeValue } from '@/contracts/verification.contract';
import { toFailure } from '@/machines/session/failure';
import { Button } from '@/ui/components/Button';
import { useAccountText } from './text';

function imageSrc(image: string) {
  return image.startsWith('<svg') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}` : image;
}

/**
 * The built-in human verification (designed; backend-issued slider puzzle). Keyboard usable: the
 * slider is a range input (arrow keys), Verify submits, Cancel gives up.
 */
export function SliderChallenge({ onPassed, onCancel }: { onPassed(token: string): void; onCancel(): void }) {
  const { tx, failure } = useAccountText();
  const [challenge, setChallenge] = useState<SliderChallengeValue | null>(null);
  const [x, setX] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(true);

  const fetchChallenge = useCallback(() => {
    api.call(contract.verification.sliderChallenge, { query: { t: Date.now() } }).then(
      (c) => {
        setChallenge(c);
        setX(0);
        setBusy(false);
      },
      (e: unknown) => {
        setError(failure(toFailure(e)));
        setBusy(false);
      },
    );
  }, [failure]);

  // Showing this component is what asks the backend for a puzzle.
  useEffect(() => {
    fetchChallenge();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function verify() {
    if (!challenge) return;
    setBusy(true);
    try {
      const { verificationToken } = await api.call(contract.verification.sliderVerify, {
        body: { challengeId: challenge.challengeId, x },
      });
      onPassed(verificationToken);
    } catch (e) {
      setError(failure(toFailure(e)) ?? tx('account:verification.failed'));
      fetchChallenge();
      return;
    }
    setBusy(false);
  }

  const max = challenge
    ? challenge.width - Number((challenge as { pieceSize?: number }).pieceSize ?? 40)
    : 100;
  return (
    <div
      className="slider-challenge"
      role="group"
      aria-labelledby="slider-title"
      data-testid="slider-challenge"
    >
      <p id="slider-title" className="slider-challenge__title">
        {tx('account:verification.title')}
      </p>
      {challenge ? (
        <img
          src={imageSrc(challenge.image)}
          alt={tx('account:verification.imageAlt')}
          width={challenge.width}
        />
      ) : null}
      <label className="slider-challenge__label">
        <span>{tx('account:verification.slide')}</span>
        <input
          type="range"
          min={0}
          max={max}
          value={x}
          onChange={(e) => setX(Number(e.target.value))}
          aria-valuetext={`${x}`}
        />
      </label>
      {error ? (
        <p role="alert" className="account__error">
          {error}
        </p>
      ) : null}
      <div className="account__row">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {tx('account:common.cancel')}
        </Button>
        <Button type="button" onClick={() => void verify()} loading={busy} disabled={!challenge}>
          {tx('account:verification.verify')}
        </Button>
      </div>
    </div>
  );
}
