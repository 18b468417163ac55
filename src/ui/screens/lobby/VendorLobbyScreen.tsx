import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { VendorCard } from '@/contracts/games.contract';
import { useVendorLanes } from '@/ui/hooks/queries';
import { GameLaunchProvider, useGameLaunch } from '../game/GameLaunchProvider';
import { vendorsOf, type VendorCategory } from './categories';
import { VendorLobbyView } from './VendorLobbyView';

export const vendorTarget = (v: VendorCard, category: string) => ({
  kind: 'vendor' as const,
  gameType: category === 'COCKFIGHT' || category === 'ESPORTS' ? category : v.gameType || category,
  vassalage: v.vassalage,
  gameName: v.displayName,
  maintenance: v.maintenance === true,
});

function VendorLobby({ category }: { category: VendorCategory }) {
  const { t } = useTranslation('lobby');
  const { lanes, isLoading } = useVendorLanes();
  const { launch } = useGameLaunch();
  const selected = new URLSearchParams(useSearch()).get('game');
  return (
    <VendorLobbyView
      title={t(`category.${category.toLowerCase()}`, { defaultValue: category })}
      vendors={vendorsOf(lanes, category)}
      loading={isLoading}
      selected={selected}
      onPlay={(v) => launch(vendorTarget(v, category))}
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
