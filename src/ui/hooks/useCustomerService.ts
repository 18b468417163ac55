import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { CUSTOMER_SERVICE_WINDOW, VIP_CS_RANK_ABOVE } from '@/config/constants';
import { checkOutboundUrl, reserveWindow, type OutboundCheck } from '@/config/outbound';
import { systemContract } from '@/contracts/system.contract';
import type { CustomerServiceEntry } from '@/contracts/system.contract';
import { useDialogs } from '@/ui/hooks/dialogs';

/** Live chat is type 3 (spec 01 §3); its path is obfuscated and decrypted here. */
const CHAT_TYPE = '3';
/**
 * VIP customer service (spec 01 §9: used when the rank level is above 4). The spec names no entry for
 * it; the merchant's VIP chat is taken as the entry of type 4 (designed, ADR 028), with live chat as
 * the fallback where a merchant has none.
 */
const VIP_CHAT_TYPE = '4';

/** Which chat a member gets: VIP service above rank 4 (falling back to live chat), live chat otherwise. */
export function chatTypesFor(rankLevel: number | null | undefined): readonly string[] {
  return (rankLevel ?? 0) > VIP_CS_RANK_ABOVE ? [VIP_CHAT_TYPE, CHAT_TYPE] : [CHAT_TYPE];
}

async function chatPath(
  entries: readonly { type?: unknown; csType?: unknown; path: string }[],
  types: readonly string[],
): Promise<string | null> {
  const typeOf = (e: { type?: unknown; csType?: unknown }) => String(e.type ?? e.csType ?? '');
  const entry =
    types.map((type) => entries.find((e) => typeOf(e) === type)).find((e) => e !== undefined) ?? null;
  if (!entry) return null;
  try {
    // DES lives in the lazily loaded wire crypto: only a click on customer service needs it.
    const { decryptCustomerServicePath } = await import('@/api/wire-crypto');
    const path = decryptCustomerServicePath(entry.path);
    return path.trim() === '' ? null : path;
  } catch {
    return null;
  }
}

/**
 * Resolves the chat link (status entries first, else the customer-service call). Whatever the
 * backend answers, only an address that passes the outbound check (ADR 011) comes back: a refused
 * one answers the refusal, so the caller can tell "no chat" from "a chat we will not open".
 */
export async function resolveCustomerServiceUrl(
  entries: readonly CustomerServiceEntry[],
  types: readonly string[] = [CHAT_TYPE],
): Promise<OutboundCheck | null> {
  let path = await chatPath(entries, types);
  if (path === null) {
    try {
      const value = await api.call(systemContract.customerService, {});
      path = await chatPath(value.version.pathList, types);
    } catch {
      return null;
    }
  }
  return path === null ? null : checkOutboundUrl(path, 'customerService');
}

/**
 * What a click on customer service did: opened, nothing to open, refused (the chat address failed
 * the outbound check; the player reads errors:invalidDomain) or blocked by the browser (the player
 * reads errors:popupBlocked).
 */
export type CustomerServiceOutcome = 'opened' | 'unavailable' | 'refused' | 'blocked';

export function useCustomerService(
  entries: readonly CustomerServiceEntry[],
  /** The member's rank level (null for a visitor): above 4 gets VIP customer service. */
  rankLevel: number | null = null,
): () => Promise<CustomerServiceOutcome> {
  const { t } = useTranslation(['errors']);
  const dialogs = useDialogs();
  return useCallback(async () => {
    // Reserved synchronously in the click so popup blockers allow it; its opener is cut at once and
    // it goes to the chat only once the address has passed the check.
    const { width, height } = CUSTOMER_SERVICE_WINDOW;
    const win = reserveWindow('customerService', `width=${width},height=${height}`);
    const check = await resolveCustomerServiceUrl(entries, chatTypesFor(rankLevel));
    if (!check) {
      win?.close();
      return 'unavailable';
    }
    if (!check.ok) {
      win?.close();
      void dialogs.alert(t(check.messageKey));
      return 'refused';
    }
    if (!win) {
      void dialogs.alert(t('errors:popupBlocked'));
      return 'blocked';
    }
    win.navigate(check.url, 'customerService');
    return 'opened';
  }, [entries, rankLevel, dialogs, t]);
}
