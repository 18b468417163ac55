import type { ComponentType, SVGProps } from 'react';
import AtSign from 'lucide-react/icons/at-sign';
import Link2 from 'lucide-react/icons/link-2';
import MessageCircle from 'lucide-react/icons/message-circle';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Phone from 'lucide-react/icons/phone';
import Send from 'lucide-react/icons/send';

type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

/** Lucide's stroke style (24 grid, 2 px, round caps): the brand marks it no longer ships sit beside its icons. */
function strokeIcon(paths: readonly string[]): IconComponent {
  return function BrandMark(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

const Facebook = strokeIcon(['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z']);
const Instagram = strokeIcon([
  'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z',
  'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z',
  'M17.5 6.5h.01',
]);
const Youtube = strokeIcon([
  'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
  'm10 15 5-3-5-3z',
]);
const XMark = strokeIcon(['M4 4l16 16', 'M20 4 4 20']);

const ICONS: Record<string, IconComponent> = {
  FACEBOOK: Facebook,
  TELEGRAM: Send,
  WHATSAPP: Phone,
  LINE: MessageCircle,
  INSTAGRAM: Instagram,
  TWITTER: XMark,
  YOUTUBE: Youtube,
  WECHAT: MessagesSquare,
  ZALO: AtSign,
};

/** The mark of a social channel (resource type, spec 01 §2); a plain link icon for a type not known yet. */
export function SocialIcon({ type, ...props }: { type: string } & SVGProps<SVGSVGElement>) {
  const Icon = ICONS[type.toUpperCase()] ?? Link2;
  return <Icon aria-hidden="true" {...props} />;
}

/** The channel's name as players know it (brand names are not translated). */
export function socialName(type: string): string {
  const names: Record<string, string> = {
    WHATSAPP: 'WhatsApp',
    WECHAT: 'WeChat',
    YOUTUBE: 'YouTube',
    TWITTER: 'X',
  };
  return names[type.toUpperCase()] ?? type.charAt(0) + type.slice(1).toLowerCase();
}
