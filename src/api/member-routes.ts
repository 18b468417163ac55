import type { memberContract } from '@/contracts/member.contract';

/**
 * The member contract group, loaded by the first member call. Only a session makes one, so a visitor's
 * boot never evaluates its schemas (ADR 020); a member's boot preloads the member area, which holds it.
 * Every caller outside the member chunks imports the group through here, so there is one dynamic import.
 */
export async function memberRoutes(): Promise<typeof memberContract> {
  return (await import('@/contracts/member.contract')).memberContract;
}
