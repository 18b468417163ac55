import type { Language } from '@/config/constants';

/**
 * The boot-failure text for a boot that rejected before translations existed. Kept here, not read from
 * the locale files: a static import of `shell.json` would pull every language's file into the entry
 * chunk. A test keeps these equal to `shell:status.bootFailed` in each language.
 */
export const BOOT_CRASH_TEXT: Record<Language, { title: string; text: string; retry: string }> = {
  EN: {
    title: 'The site could not load',
    text: 'Please check your connection and try again.',
    retry: 'Try again',
  },
  MY: {
    title: 'Laman tidak dapat dimuatkan',
    text: 'Sila semak sambungan anda dan cuba lagi.',
    retry: 'Cuba lagi',
  },
  CN: {
    title: '网站加载失败',
    text: '请检查网络连接后重试。',
    retry: '重试',
  },
};
