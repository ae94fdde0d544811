// The `./LoginModal` expose. The shell mounts it once at boot (like mfe-search's
// SearchOverlay), so openModal('Login') from any remote shows this remote's form.
import { useEffect } from 'react';
import type { LoginModalModule } from './contracts';
import { registerLoginModal } from './registerLoginModal';

registerLoginModal();

const LoginModalRegistration: LoginModalModule['default'] = function LoginModalRegistration() {
  useEffect(registerLoginModal, []);
  return null;
};

export default LoginModalRegistration;
