import { bootStandalone, registerModal } from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import { LoginModal } from './features/login/components/LoginModal';
import Routes from './Routes';

// Standalone boot for this remote's team (its port in shared/mf/packages.json). In the composed
// site the shell registers the Login kind (loading ./LoginModal on first open); alone, this remote
// registers it itself.
registerModal('Login', LoginModal);
bootStandalone(<Routes />);
