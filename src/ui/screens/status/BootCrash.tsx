import { createRoot, type Root } from 'react-dom/client';
import type { Language } from '@/config/constants';
import { HTML_LANG } from '@/i18n';
// Only the `status` branch of each shell file is bundled with the entry (JSON named export): the
// crash may be that the translations themselves did not load.
import { status as cn } from '@/i18n/locales/cn/shell.json';
import { status as en } from '@/i18n/locales/en/shell.json';
import { status as my } from '@/i18n/locales/my/shell.json';
import { BootFailureView } from './BootFailureScreen';

const TEXT: Record<Language, typeof en.bootFailed> = {
  EN: en.bootFailed,
  MY: my.bootFailed,
  CN: cn.bootFailed,
};

/** A fresh page load is the retry: the failed step (worker, translations) may have left half-made state. */
function reload(): void {
  window.location.reload();
}

export interface BootCrashScreenProps {
  language: Language;
  onRetry?(): void;
}

/** Boot rejected before the app could render (mock worker, translations): the error screen, not an endless splash. */
export function BootCrashScreen({ language, onRetry = reload }: BootCrashScreenProps) {
  const text = TEXT[language];
  return (
    <BootFailureView
      title={text.title}
      message={text.text}
      retryLabel={text.retry}
      onRetry={onRetry}
      lang={HTML_LANG[language]}
    />
  );
}

/** Replaces the static splash in `#root` (or a new element, if even that is missing) with the crash screen. */
export function showBootCrash(language: Language, onRetry?: () => void): Root {
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    document.body.append(container);
  }
  const root = createRoot(container);
  root.render(<BootCrashScreen language={language} onRetry={onRetry} />);
  return root;
}
