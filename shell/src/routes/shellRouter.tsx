import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/**
 * The shell's route objects: one route for every path, whose element is the whole app. Below
 * it, AppRoutes maps the path to the remote that owns it and each remote keeps its own
 * descendant <Routes> (ARCHITECTURE §4). The browser (createShellRouter) and the server render
 * (renderPage.server.tsx, createStaticHandler) use the same objects, so the tree the server
 * draws is the tree the browser hydrates.
 */
export function shellRoutes(app: ReactNode): RouteObject[] {
  return [{ path: '*', element: app }];
}

/**
 * The browser's data router (useBlocker for unsaved forms, <ScrollRestoration>). It starts as
 * after a server render (`hydrationData`): the first page keeps the position the browser gave
 * it (a reader may already have scrolled the server's drawing) instead of being sent to the top;
 * a reload still gets its saved position back.
 */
export function createShellRouter(app: ReactNode) {
  return createBrowserRouter(shellRoutes(app), { hydrationData: { loaderData: {} } });
}
