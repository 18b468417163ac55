import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useVendorLanes } from '@/ui/hooks/queries';
import { GameLaunchProvider, useGameLaunch } from '../game/GameLaunchProvider';
import { vendorTarget, vendorsOf, type VendorCategory } from '@/ui/hooks/categories';
import { VendorLobbyView } from './VendorLobbyView';

function VendorLobby({ category }: { category: VendorCategory }) {
  const { t } = useTranslation('lobby');
  const { lanes, isLoading, error, isRefetching, refetch } = useVendorLanes();
  const { launch } = useGameLaunch();
  const selected = new URLSearchParams(useSearch()).get('game');
  return (
    <VendorLobbyView
      title={t(`category.${category.toLowerCase()}`, { defaultValue: category })}
      vendors={vendorsOf(lanes, category)}
      loading={isLoading}
      selected={selected}
      onPlay={(v) => launch(vendorTarget(v, category))}
      error={error}
      retrying={isRefetching}
      onRetry={refetch}
    />
  );
}

const screen = (category: VendorCategory) =>
  function VendorLobbyScreen() {
    return (
      <GameLaunchProvider>
        <VendorLobby category={category} />
      </GameLaunchProvider>
    );
  };

export const LiveScreen = screen('LIVE');
export const SportsScreen = screen('SPORTS');
export const EsportsScreen = screen('ESPORTS');
export const ElottScreen = screen('ELOTT');
/** An ARCADE lane's vendors: other game types launch directly (spec 02 §2), so its page is a vendor list. */
export const ArcadeScreen = screen('ARCADE');
