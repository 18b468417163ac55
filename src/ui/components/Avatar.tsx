import type { ComponentType, SVGProps } from 'react';
import Bird from 'lucide-react/icons/bird';
import Cat from 'lucide-react/icons/cat';
import Crown from 'lucide-react/icons/crown';
import Dog from 'lucide-react/icons/dog';
import Fish from 'lucide-react/icons/fish';
import Panda from 'lucide-react/icons/panda';
import Rabbit from 'lucide-react/icons/rabbit';
import Squirrel from 'lucide-react/icons/squirrel';
import Turtle from 'lucide-react/icons/turtle';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * The static avatars the avatar call names by number (`{avatar:"0", avatarType:"STATIC"}`, wire protocol
 * §1.2). The real site's pictures are not in the sources, so the site draws its own set of nine; an id
 * outside it shows the name's initial.
 */
const AVATARS: readonly Icon[] = [Cat, Dog, Rabbit, Bird, Fish, Squirrel, Turtle, Panda, Crown];

/** The index of a known avatar, or null (unknown, missing, not a number). */
function avatarIndex(id: string | null | undefined): number | null {
  if (id === null || id === undefined || !/^\d+$/.test(id.trim())) return null;
  const index = Number(id);
  return index < AVATARS.length ? index : null;
}

/** A member's face: the chosen avatar, or the initial while it loads or when there is none. Decorative. */
export function Avatar({ id, name, className }: { id: string | null; name: string; className?: string }) {
  const index = avatarIndex(id);
  return (
    <span className={className} aria-hidden="true" data-avatar={index ?? 'initial'} data-testid="avatar">
      {index === null
        ? name.slice(0, 1).toUpperCase()
        : AVATARS.map((Face, i) =>
            i === index ? <Face key={i} className="icon" aria-hidden="true" /> : null,
          )}
    </span>
  );
}
