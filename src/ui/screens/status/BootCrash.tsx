import { createRoot, type Root } from 'react-dom/client';
import { LANGUAGE_REGISTRY, type Language } from '@/config/languages';
import { BootFailureView } from './BootFailureScreen';
import { bootCrashText } from './bootCrashText';

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
  const text = bootCrashText(language);
  return (
    <BootFailureView
      title={text.title}
      message={text.text}
      retryLabel={text.retry}
      onRetry={onRetry}
      lang={LANGUAGE_REGISTRY[language].htmlLang}
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
