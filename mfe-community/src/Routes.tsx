import { Route, Routes } from 'react-router-dom';
import type { RoutesModule } from '@baeum/shared';

function Page() {
  return <h1>커뮤니티</h1>;
}

const RemoteRoutes: RoutesModule['default'] = function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/community/*" element={<Page />} />
    </Routes>
  );
};

export default RemoteRoutes;
