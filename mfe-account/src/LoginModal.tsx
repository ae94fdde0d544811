// The `./LoginModal` expose: the component of the 'Login' modal kind. The shell registers a
// stand-in for the kind at boot and loads this module only when the modal first opens.
import type { RemoteExport } from '@baeum/shared';
import { LoginModal } from './features/login/components/LoginModal';

export default LoginModal satisfies RemoteExport<'mfe_account/LoginModal'>;
