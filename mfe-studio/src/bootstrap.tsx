import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@baeum/shared/styles/global.scss';
import Routes from './Routes';

// Standalone boot for this remote's team: its own router (and, through @baeum/shared, its
// own store and client), served on its own port.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  </StrictMode>,
);
