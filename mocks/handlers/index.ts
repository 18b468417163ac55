import type { HttpHandler } from 'msw';
import { allRoutes } from '@/contracts/routes';
import { registerRouteKeys } from '../lib/handler';
import { sessionHandlers } from './session.handlers';
import { verificationHandlers } from './verification.handlers';
import { registrationHandlers } from './registration.handlers';
import { passwordHandlers } from './password.handlers';
import { memberHandlers } from './member.handlers';
import { walletHandlers } from './wallet.handlers';
import { homeHandlers } from './home.handlers';
import { systemHandlers } from './system.handlers';
import { messagesHandlers } from './messages.handlers';
import { promotionsHandlers } from './promotions.handlers';
import { gamesHandlers } from './games.handlers';
import { lotteryHandlers } from './lottery.handlers';
import { pointsHandlers } from './points.handlers';
import { missionsHandlers } from './missions.handlers';
import { agentHandlers } from './agent';
import { artHandlers } from './art.handlers';
import { responsibleGamblingHandlers } from './responsibleGambling.handlers';

// Scenario faults may name routes by key (`session.login`).
registerRouteKeys(allRoutes());

/** Every contract group's handlers, one list each; the browser worker, msw/node and the HTTP server all use this list. */
export const handlers: HttpHandler[] = [
  ...sessionHandlers,
  ...verificationHandlers,
  ...registrationHandlers,
  ...passwordHandlers,
  ...memberHandlers,
  ...walletHandlers,
  ...homeHandlers,
  ...systemHandlers,
  ...messagesHandlers,
  ...promotionsHandlers,
  ...gamesHandlers,
  ...lotteryHandlers,
  ...pointsHandlers,
  ...missionsHandlers,
  ...agentHandlers,
  ...artHandlers,
  ...responsibleGamblingHandlers,
];
