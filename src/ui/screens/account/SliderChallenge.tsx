import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { api } from '@/api/instance';
import { verificationContract } from '@/contracts/verification.contract';
import type { SliderChallengeValue, TextChallengeValue } from '@/contracts/verification.contract';
import { toFailure } from '@/machines/shared/failure';
import { Button } from '@/ui/components/Button';
import { useAccountText } from './text';
import './SliderChallenge.css';

/** The mock's piece size; a backend that leaves `pieceSize` out is assumed to use the same. */
const DEFAULT_PIECE_SIZE = 44;

function imageSrc(image: string) {
  return image.startsWith('<svg') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}` : image;
}

type Mode = 'picture' | 'text';

/**
 * The challenge's state: which kind is shown, the backend's challenge for it, what the player has put,
 * and the verification that turns it into a token (a failure fetches a new challenge of the same kind).
 */
function useChallenge(onPassed: (token: string) => void) {
  const { tx, failure } = useAccountText();
  const [mode, setMode] = useState<Mode>('picture');
  const [challenge, setChallenge] = useState<SliderChallengeValue | null>(null);
  const [question, setQuestion] = useState<TextChallengeValue | null>(null);
  const [x, setX] = useState(0);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(true);
  // The challenge appears after the player pressed Log in, and switching kinds replaces the control that had
  // focus: put focus on the new control once it is there, so keyboard and screen-reader players land on it.
  const focusPending = useRef(true);
  const focusControl = useCallback((el: HTMLInputElement | null) => {
    if (el && focusPending.current) {
      focusPending.current = false;
      el.focus();
    }
  }, []);

  const fetchChallenge = useCallback(
    (which: Mode) => {
      const request =
        which === 'picture'
          ? api.call(verificationContract.sliderChallenge, { query: { t: Date.now() } }).then((c) => {
              setChallenge(c);
              setX(0);
            })
          : api.call(verificationContract.textChallenge, { query: { t: Date.now() } }).then((q) => {
              setQuestion(q);
              setAnswer('');
            });
      request.then(
        () => setBusy(false),
        (e: unknown) => {
          setError(failure(toFailure(e)));
          setBusy(false);
        },
      );
    },
    [failure],
  );

  // Showing this component is what asks the backend for a puzzle.
  useEffect(() => {
    fetchChallenge('picture');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function switchTo(next: Mode) {
    setMode(next);
    setError(undefined);
    setBusy(true);
    focusPending.current = true;
    fetchChallenge(next);
  }

  async function verify() {
    setBusy(true);
    try {
      const { verificationToken } =
        mode === 'picture' && challenge
          ? await api.call(verificationContract.sliderVerify, {
              body: { challengeId: challenge.challengeId, x },
            })
          : await api.call(verificationContract.textVerify, {
              body: { challengeId: question?.challengeId ?? '', answer },
            });
      onPassed(verificationToken);
    } catch (e) {
      setError(failure(toFailure(e)) ?? tx('account:verification.failed'));
      fetchChallenge(mode);
      return;
    }
    setBusy(false);
  }

  return {
    mode,
    challenge,
    question,
    x,
    setX,
    answer,
    setAnswer,
    error,
    busy,
    focusControl,
    switchTo,
    verify,
  };
}

type Challenge = ReturnType<typeof useChallenge>;

/** The picture puzzle: the piece moves with the range input's thumb (see SliderChallenge). */
function PicturePuzzle({ c }: { c: Challenge }) {
  const { tx } = useAccountText();
  const { challenge, x, setX, focusControl } = c;
  if (!challenge) return null;
  const piece = challenge.pieceSize ?? DEFAULT_PIECE_SIZE;
  const max = challenge.width - piece;
  const percent = max > 0 ? Math.round((x / max) * 100) : 0;
  const stageStyle = {
    '--slider-width': `${challenge.width}px`,
    '--slider-piece': piece / challenge.width,
    '--slider-piece-x': x / challenge.width,
    '--slider-piece-y': challenge.height ? challenge.pieceY / challenge.height : 0,
    '--slider-piece-h': challenge.height ? piece / challenge.height : 0,
  } as CSSProperties;

  return (
    <div className="slider-challenge__stage" style={stageStyle}>
      <div className="slider-challenge__picture">
        <img src={imageSrc(challenge.image)} alt={tx('account:verification.imageAlt')} />
        {challenge.height ? (
          <span className="slider-challenge__piece" data-testid="slider-piece" aria-hidden="true" />
        ) : null}
      </div>
      <label className="slider-challenge__label">
        <span>{tx('account:verification.slide')}</span>
        <input
          ref={focusControl}
          className="slider-challenge__range"
          type="range"
          min={0}
          max={max}
          value={x}
          onChange={(e) => setX(Number(e.target.value))}
          aria-valuetext={tx('account:verification.position', { percent })}
        />
      </label>
    </div>
  );
}

/** The text question, for a player who cannot see the picture (WCAG 1.1.1; ADR 017). */
function TextQuestion({ c }: { c: Challenge }) {
  const { tx } = useAccountText();
  const answerId = useId();
  const { question, answer, setAnswer, focusControl, verify } = c;
  if (!question) return null;
  return (
    <div className="slider-challenge__text">
      <label htmlFor={answerId}>
        {tx('account:verification.textQuestion', { question: question.question })}
      </label>
      <input
        ref={focusControl}
        id={answerId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        onKeyDown={(e) => {
          // Inside the login form: Enter answers the question, it does not resubmit the login.
          if (e.key === 'Enter') {
            e.preventDefault();
            if (answer.trim()) void verify();
          }
        }}
      />
    </div>
  );
}

/**
 * The built-in human verification (designed; backend-issued challenges). Two ways to pass, same token:
 * - the picture puzzle: a range input (arrow keys, Home/End, drag) whose thumb is exactly as wide as the
 *   piece and whose track is exactly as wide as the shown picture, so thumb, piece and gap line up at any
 *   picture scale (the piece moves with the thumb);
 * - a text question, for a player who cannot see the picture (WCAG 1.1.1; ADR 017).
 * Cancel gives up.
 */
export function SliderChallenge({ onPassed, onCancel }: { onPassed(token: string): void; onCancel(): void }) {
  const { tx } = useAccountText();
  const c = useChallenge(onPassed);
  const { mode, challenge, question, answer, error, busy, switchTo, verify } = c;
  const titleId = useId();

  return (
    <div className="slider-challenge" role="group" aria-labelledby={titleId} data-testid="slider-challenge">
      <p id={titleId} className="slider-challenge__title">
        {tx('account:verification.title')}
      </p>
      {mode === 'picture' ? (
        <>
          <PicturePuzzle c={c} />
          <button type="button" className="account__link" onClick={() => switchTo('text')}>
            {tx('account:verification.textInstead')}
          </button>
        </>
      ) : (
        <>
          <TextQuestion c={c} />
          <button type="button" className="account__link" onClick={() => switchTo('picture')}>
            {tx('account:verification.imageInstead')}
          </button>
        </>
      )}
      {error ? (
        <p role="alert" className="account__error">
          {error}
        </p>
      ) : null}
      <div className="account__row">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {tx('account:common.cancel')}
        </Button>
        <Button
          type="button"
          onClick={() => void verify()}
          loading={busy}
          disabled={mode === 'picture' ? !challenge : !question || !answer.trim()}
        >
          {tx('account:verification.verify')}
        </Button>
      </div>
    </div>
  );
}
