import type { Language } from '@/config/languages';

export interface BootCrashText {
  title: string;
  text: string;
  retry: string;
}

const EN: BootCrashText = {
  title: 'The site could not load',
  text: 'Please check your connection and try again.',
  retry: 'Try again',
};

/**
 * The boot-failure text for a boot that rejected before translations existed. Kept here, not read from
 * the locale files: a static import of `shell.json` would pull every language's file into the entry
 * chunk. A test keeps these equal to `shell:status.bootFailed` in each language. A language added
 * without a line here shows the English text (the fallback language, ADR 051).
 */
export const BOOT_CRASH_TEXT: Partial<Record<Language, BootCrashText>> = {
  EN,
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
  VI: {
    title: 'Không thể tải trang web',
    text: 'Vui lòng kiểm tra kết nối mạng và thử lại.',
    retry: 'Thử lại',
  },
};

export function bootCrashText(language: Language): BootCrashText {
  return BOOT_CRASH_TEXT[language] ?? EN;
}
