import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@baeum/shared/styles/global.scss';
import { App } from './App';
import { readRuntimeConfig } from './config/runtimeConfig';
import { registerRemoteMap } from './remotes/registry';
import { messages } from './messages';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await readRuntimeConfig();
    registerRemoteMap(config.remotes);
  } catch (err) {
    console.error('[shell] runtime config', err);
    root.render(<p role="alert">{messages.boot.configFailed}</p>);
    return;
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App showHeader />
      </BrowserRouter>
    </StrictMode>,
  );
}

void boot();
