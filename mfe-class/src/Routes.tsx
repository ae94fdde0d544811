import { Route, Routes } from 'react-router-dom';
import type { RoutesModule } from '@baeum/shared';

function Page() {
  return <h1>클래스</h1>;
}

const RemoteRoutes: RoutesModule['default'] = function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/class/:classId/*" element={<Page />} />
    </Routes>
  );
};

export default RemoteRoutes;
