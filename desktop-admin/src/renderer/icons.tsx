/**
 * The desktop console's own icons (its screens before the admin loads), drawn as the admin's are
 * (public-web/src/admin/icons.tsx): lucide-react, 1em in the current colour, in antd's `anticon`
 * node, hidden from assistive technology. That module is not among public-web's exports, so the
 * one icon the desktop adds is drawn here.
 */
import { Server } from 'lucide-react';

/** The server the console connects to. */
export function ServerIcon({ className }: { className?: string }) {
  return (
    <span className={['anticon', className].filter(Boolean).join(' ')} aria-hidden>
      <Server size="1em" strokeWidth={2} aria-hidden />
    </span>
  );
}
