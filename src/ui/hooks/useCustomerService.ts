import { useCallback } from 'react';
import { api } from '@/api/instance';
import { CUSTOMER_SERVICE_WINDOW } from '@/config/constants';
import { contract } from '@/contracts';
import type { CustomerServiceEntry } from '@/contracts/system.contract';

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
    const url = decryptCustomerServicePath(entry.path);
    return /^https?:\/\//i.test(url) ? url : null;
  } catch {
    return null;
  }
}

/** Resolves the chat link (status entries first, else the customer-service call) and opens it in a window. */
export async function resolveCustomerServiceUrl(
  entries: readonly CustomerServiceEntry[],
): Promise<string | null> {
  const fromStatus = await chatPath(entries);
  if (fromStatus) return fromStatus;
  try {
    const value = await api.call(contract.system.customerService, {});
    return await chatPath(value.version.pathList);
  } catch {
    return null;
  }
}

export function useCustomerService(entries: readonly CustomerServiceEntry[]): () => Promise<boolean> {
  return useCallback(async () => {
    // Open synchronously in the click so popup blockers allow it, then point it at the link.
    const { width, height } = CUSTOMER_SERVICE_WINDOW;
    const win = window.open('', 'customerService', `width=${width},height=${height},noopener=no`);
    const url = await resolveCustomerServiceUrl(entries);
    if (!url) {
      win?.close();
      return false;
    }
    if (win) win.location.href = url;
    else window.open(url, '_blank', 'noopener');
    return true;
  }, [entries]);
}
