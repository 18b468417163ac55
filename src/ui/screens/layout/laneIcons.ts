import Bird from 'lucide-react/icons/bird';
import Cherry from 'lucide-react/icons/cherry';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Dices from 'lucide-react/icons/dices';
import Fish from 'lucide-react/icons/fish';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Joystick from 'lucide-react/icons/joystick';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Spade from 'lucide-react/icons/spade';
import Ticket from 'lucide-react/icons/ticket';
import Trophy from 'lucide-react/icons/trophy';

type LucideIcon = typeof Cherry;

/** The picture of a game category in the tab bar and the drawer (decorative: the label names it). */
const LANE_ICON: Record<string, LucideIcon> = {
  RNG: Cherry,
  LIVE: Clapperboard,
  FISH: Fish,
  PVP: Spade,
  SPORTS: Trophy,
  ESPORTS: Gamepad2,
  LOTT: Ticket,
  ELOTT: Dices,
  VNLOTT: Ticket,
  COCKFIGHT: Bird,
  ARCADE: Joystick,
};

export function laneIcon(gameType: string): LucideIcon {
  return LANE_ICON[gameType.toUpperCase()] ?? LayoutGrid;
}
