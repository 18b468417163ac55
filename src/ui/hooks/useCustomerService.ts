import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { CUSTOMER_SERVICE_WINDOW } from '@/config/constants';
import { checkOutboundUrl, reserveWindow, type OutboundCheck } from '@/config/outbound';
import { systemContract } from '@/contracts/system.contract';
import type { CustomerServiceEntry } from '@/contracts/system.contract';
import { useDialogs } from '@/ui/hooks/dialogs';

/** Live chat is type 3 (spec 01 §3); its path is obfuscated and decrypted here. */
const CHAT_TYPE = '3';

async function chatPath(
  entries: readonly { type?: unknown; csType?: unknown; path: string }[],
): Promise<string | null> {
  const entry = entries.find((e) => String(e.type ?? e.csType ?? '') === CHAT_TYPE) ?? null;
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
): Promise<OutboundCheck | null> {
  let path = await chatPath(entries);
  if (path === null) {
    try {
      const value = await api.call(systemContract.customerService, {});
      path = await chatPath(value.version.pathList);
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
): () => Promise<CustomerServiceOutcome> {
  const { t } = useTranslation(['errors']);
  const dialogs = useDialogs();
  return useCallback(async () => {
    // Reserved synchronously in the click so popup blockers allow it; its opener is cut at once and
    // it goes to the chat only once the address has passed the check.
    const { width, height } = CUSTOMER_SERVICE_WINDOW;
    const win = reserveWindow('customerService', `width=${width},height=${height}`);
    const check = await resolveCustomerServiceUrl(entries);
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
  }, [entries, dialogs, t]);
}
