import { Spinner } from '@/ui/components/Spinner';
import './StatusScreens.css';

export function BootScreen() {
  return (
    <main className="status-screen" data-testid="boot-screen" aria-busy="true">
      <Spinner />
    </main>
  );
}
