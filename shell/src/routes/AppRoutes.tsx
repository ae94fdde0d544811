import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { externalRedirect, ownerOf } from './routeTable';
import { NotFound } from './NotFound';

/** Finds the remote that owns the current path and mounts its `./Routes` there. */
function OwnedRoute() {
  const { pathname, search } = useLocation();
  const redirect = externalRedirect(pathname);
  if (redirect) return <Navigate to={`${redirect}${search}`} replace />;
  const owner = ownerOf(pathname);
  if (!owner) return <NotFound />;
  // Keyed by owner: moving between remotes mounts a fresh slot (and its own boundary).
  return <RemoteSlot key={owner} id={`${owner}/Routes`} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<OwnedRoute />} />
    </Routes>
  );
}
