import { registerModal } from '@baeum/shared';
import { LoginModal } from './features/login/components/LoginModal';

let registered = false;

/** Makes this remote's form the component of the 'Login' modal kind (idempotent). */
export function registerLoginModal(): void {
  if (registered) return;
  registered = true;
  registerModal('Login', LoginModal);
}
