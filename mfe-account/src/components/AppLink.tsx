import type { MouseEvent, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

interface AppLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** Runs before navigating (e.g. closing the modal the link is in). */
  onNavigate?: () => void;
}

/**
 * A router link that also works outside a router, where <Link> would throw: there (a component
 * rendered without a router, as some tests do) it is a plain link. The shell and a standalone
 * boot mount their modal host inside the router, so the Login modal gets router links.
 */
export function AppLink({ to, className, children, onNavigate }: AppLinkProps) {
  const inRouter = useInRouterContext();
  const onClick = (_event: MouseEvent<HTMLAnchorElement>) => onNavigate?.();
  return inRouter ? (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
