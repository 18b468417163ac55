import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSystemInfo } from '@/ui/app/system';
import { cdnHostsFrom, isAllowedGameUrl } from '../lobby/cdn';
import { GameFrameView, useFrameState } from './GameFrame';

/** /game?url=…&name=…: the launched game in a sandboxed frame (spec 02 §2). */
export default function GameScreen() {
  const { t } = useTranslation('lobby');
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const url = params.get('url');
  const name = params.get('name') ?? t('game.title');
  const status = useSystemInfo();
  const launchHosts = useMemo(() => cdnHostsFrom(status ?? undefined).launchHosts, [status]);
  const blocked = url !== null && !isAllowedGameUrl(url, window.location.origin, launchHosts);
  const [attempt, setAttempt] = useState(0);
  const frame = useFrameState(blocked ? null : url, attempt);
  const close = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(paths.home.getHref());
  };
  return (
    <GameFrameView
      url={url}
      title={name}
      blocked={blocked}
      state={frame.value}
      onLoad={frame.onLoad}
      onClose={close}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
