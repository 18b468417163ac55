import { initContract } from '@ts-rest/core';
import { agentContract } from './agent.contract';
import { gamesContract } from './games.contract';
import { homeContract } from './home.contract';
import { lotteryContract } from './lottery.contract';
import { memberContract } from './member.contract';
import { nameRoutes } from './names';
import { messagesContract } from './messages.contract';
import { missionsContract } from './missions.contract';
import { passwordContract } from './password.contract';
import { pointsContract } from './points.contract';
import { promotionsContract } from './promotions.contract';
import { registrationContract } from './registration.contract';
import { responsibleGamblingContract } from './responsibleGambling.contract';
import { sessionContract } from './session.contract';
import { systemContract } from './system.contract';
import { verificationContract } from './verification.contract';
import { walletContract } from './wallet.contract';

const c = initContract();

/**
 * Every /wps (and /lgw) call, one router per domain. Paths are absolute, so no pathPrefix. The mock,
 * the API docs and the tests use this root; the site imports each group's router on its own, so a
 * screen loads only the schemas of the groups it calls (ADR 020).
 */
export const contract = c.router({
  session: sessionContract,
  verification: verificationContract,
  registration: registrationContract,
  password: passwordContract,
  member: memberContract,
  wallet: walletContract,
  games: gamesContract,
  lottery: lotteryContract,
  home: homeContract,
  system: systemContract,
  promotions: promotionsContract,
  points: pointsContract,
  missions: missionsContract,
  messages: messagesContract,
  agent: agentContract,
  responsibleGambling: responsibleGamblingContract,
});
export type Contract = typeof contract;

// Every group names its own routes as it loads; naming them here too covers a group whose module
// does not (yet) register itself.
for (const [group, router] of Object.entries(contract)) nameRoutes(group, router);
