import { createRoot, type Root } from 'react-dom/client';
import type { Language } from '@/config/constants';
import { HTML_LANG } from '@/i18n';
import { BootFailureView } from './BootFailureScreen';
import { BOOT_CRASH_TEXT } from './bootCrashText';

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
  const text = BOOT_CRASH_TEXT[language];
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
