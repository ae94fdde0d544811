import { Route, Routes } from 'react-router-dom';
import type { RoutesModule } from '@baeum/shared';

function Page() {
  return <h1>스튜디오</h1>;
}

const RemoteRoutes: RoutesModule['default'] = function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/studio/*" element={<Page />} />
    </Routes>
  );
};

export default RemoteRoutes;
