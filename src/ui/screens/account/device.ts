import { STORAGE_KEYS } from '@/config/constants';

/** The loginDeviceId (wire protocol §1.1): a UUID kept in localStorage SHELL_deviceId. */
export function deviceId(): string {
  try {
    const existing = localStorage.getItem(STORAGE_KEYS.deviceId);
    if (existing) return existing;
    const id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
    return id;
  } catch {
    return 'web';
  }
}

export const accountDeps = {
  deviceId,
  domain: () => (typeof location === 'undefined' ? '' : location.hostname),
  registerUrl: () => (typeof location === 'undefined' ? '' : location.href),
};
