import type { CSSProperties } from 'react';
import Snowflake from 'lucide-react/icons/snowflake';
import './Snow.css';

const FLAKES = Array.from({ length: 24 }, (_, i) => ({
  left: (i * 37) % 100,
  size: 8 + ((i * 7) % 10),
  duration: 8 + ((i * 5) % 9),
  delay: (i * 3) % 10,
}));

/** Decorative snowfall behind the page, shown when the snow flag is on; hidden for reduced motion. */
export function Snow() {
  return (
    <div className="snow" aria-hidden="true" data-testid="snow">
      {FLAKES.map((f, i) => (
        <span
          key={i}
          className="snow__flake"
          style={
            {
              left: `${f.left}%`,
              width: f.size,
              height: f.size,
              animationDuration: `${f.duration}s`,
              animationDelay: `-${f.delay}s`,
            } as CSSProperties
          }
        >
          <Snowflake width="100%" height="100%" aria-hidden="true" />
        </span>
      ))}
    </div>
  );
}
