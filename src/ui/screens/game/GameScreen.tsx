import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { checkOutboundUrl, outboundPolicy } from '@/config/outbound';
import { paths } from '@/config/paths';
import { useSystemInfo } from '@/ui/hooks/system';
import { GameFrameView, useFrameState, useLeaveGameSync } from './GameFrame';
import { launchedGameUrl } from './launched-games';

/**
 * /game?launch=…&name=…&type=…: the launched game in a sandboxed frame (spec 02 §2). The launch hands
 * its address over in memory (`launched-games`), never in the site's address (ADR 036); the frame
 * checks it again all the same (the launch checked it too). `type` names the game's wallet (ADR 034).
 */
export default function GameScreen() {
  const { t } = useTranslation('lobby');
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const url = launchedGameUrl(params.get('launch'));
  const name = params.get('name') ?? t('game.title');
  const status = useSystemInfo();
  const policy = useMemo(() => outboundPolicy(status), [status]);
  const allowed = url !== null && checkOutboundUrl(url, 'gameFrame', policy).ok;
  const [attempt, setAttempt] = useState(0);
  const frame = useFrameState(allowed ? url : null, attempt);
  // `type` (the launch's game type) names the game's wallet; an address typed without it is a slot's.
  useLeaveGameSync(allowed ? (params.get('type') ?? '') : null);
  const close = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(paths.home.getHref());
  };
  return (
    <GameFrameView
      url={url}
      title={name}
      policy={policy}
      state={frame.value}
      onLoad={frame.onLoad}
      onClose={close}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
