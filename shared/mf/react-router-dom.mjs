// The react-router-dom that the federation shares (shared/mf/index.cjs: `import` of the
// react-router-dom singleton). A shared module cannot be tree-shaken — any remote may use any
// export — so sharing the package itself ships all of react-router 7 (data routers, SSR, RSC,
// sessions: ~62 KB gzip) to every page, where one bundle keeps ~13 KB. This module is the
// package cut down to the declarative API, which is every API that works under the shell's
// <BrowserRouter> (the data-router APIs — loaders, actions, fetchers, <Form> — throw there).
//
// The list is a platform contract, like the remotes' contracts in @baeum/shared: every build
// checks that its sources import nothing else from react-router-dom (createConfig fails with
// the missing name). Adding a name here is a shell change: deploy the shell before (or with)
// the remote that needs it, since the shell's copy is the one every remote gets.
export {
  // routers and route elements
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  // hooks
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  // utilities
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  // contexts (for adapters such as a navigation blocker)
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'baeum-mf-react-router-dom-full';
