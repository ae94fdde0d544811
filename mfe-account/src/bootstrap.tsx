import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, bootSession, createStore, registerModal, setStore } from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import { LoginModal } from './features/login/components/LoginModal';
import Routes from './Routes';

// Standalone boot for this remote's team (port 3005): its own store, modal and toast hosts
// (AppProviders), and the same session boot the shell runs.
const store = setStore(createStore());
void bootSession();
// In the composed site the shell registers the Login kind (loading ./LoginModal on first open).
registerModal('Login', LoginModal);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders store={store}>
        <Routes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
