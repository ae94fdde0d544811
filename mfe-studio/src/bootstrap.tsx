import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, bootSession, createStore, setStore } from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import Routes from './Routes';

// Standalone boot for this remote's team: its own store (AppProviders), session, router and
// API client, served on its own port. Through the shell only ./Routes is loaded, never this file.
const store = setStore(createStore());
void bootSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
