import { bootStandalone } from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import Routes from './Routes';

// Standalone boot for this remote's team, on its own port; the shell never loads this file.
bootStandalone(<Routes />);
