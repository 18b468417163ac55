import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { api, getApiLanguage } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { outboundPolicy } from '@/config/outbound';
import { paths } from '@/config/paths';
import { gamesContract } from '@/contracts/games.contract';
import { launchAddress } from '@/machines/gameLaunch/gameLaunch.actors';
import { Spinner } from '@/ui/components/Spinner';
import { useSystemInfo } from '@/ui/hooks/system';
import { useVendorLanes } from '@/ui/hooks/queries';
import { hasFbSports } from '@/ui/hooks/categories';
import { GameFrameView, useFrameState, useLeaveGameSync } from './GameFrame';

/** /fbsports: the FB sports vendor page, only while a sports vendor with code FB exists. */
export default function FbSportsScreen() {
  const { t } = useTranslation('lobby');
  const [, navigate] = useLocation();
  const { lanes, isLoading: lanesLoading } = useVendorLanes();
  const available = hasFbSports(lanes);
  const launch = useQuery({
    queryKey: queryKeys.games.launchFB(getApiLanguage()),
    enabled: available,
    queryFn: async () =>
      launchAddress(
        await api.call(gamesContract.launchFB, { query: { language: getApiLanguage(), platform: 'html5' } }),
      ),
    staleTime: 0,
  });
  const status = useSystemInfo();
  const policy = useMemo(() => outboundPolicy(status), [status]);
  const [attempt, setAttempt] = useState(0);
  const frame = useFrameState(launch.data ?? null, attempt);
  useLeaveGameSync(launch.data ? 'SPORTS' : null);
  if (lanesLoading || launch.isLoading) return <Spinner block label={t('state.loading')} />;
  return (
    <GameFrameView
      url={available && !launch.isError ? (launch.data ?? null) : null}
      title={t('category.fbsports')}
      policy={policy}
      state={launch.isError ? 'failed' : frame.value}
      onLoad={frame.onLoad}
      onClose={() => navigate(paths.sports.getHref())}
      onRetry={() => {
        setAttempt((n) => n + 1);
        if (launch.isError) void launch.refetch();
      }}
    />
  );
}
