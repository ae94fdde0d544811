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
 * A router link that also works outside a router: the shell's modal host may render the
 * Login modal above its <BrowserRouter>, where <Link> would throw. There it is a plain link.
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
