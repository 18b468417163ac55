import { Spinner } from '@/ui/components/Spinner';
import './StatusScreens.css';

/**
 * The same markup as the static splash in index.html (which the browser paints before any script
 * has run), so the hand-over to React does not flicker. Keep the two in step.
 */
export function BootScreen() {
  return (
    <main className="status-screen" data-testid="boot-screen" aria-busy="true">
      <div className="boot-splash">
        <span className="boot-splash__brand" aria-hidden="true">
          WPS
        </span>
        <Spinner />
      </div>
    </main>
  );
}
