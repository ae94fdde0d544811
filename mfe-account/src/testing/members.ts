// Members of the reference API's seed for the tests that change an account: each test file
// that changes one uses its own seeded learner, so files running side by side never meet.
import {
  checkSmsCode,
  createStore,
  fetchCurrentUser,
  fetchDevSmsCode,
  registerMember,
  sendSmsCode,
  toUserInfo,
  userAtom,
} from '@baeum/shared';
import type { Store, UserInfo } from '@baeum/shared';

export { seededLearner } from '@baeum/shared/testing/fixtures';

/** A store whose shared user atom holds `user` (as the shell's session boot leaves it). */
export function storeWith(user: UserInfo): Store {
  const store = createStore();
  store.set(userAtom, user);
  return store;
}

/** The text of the <dd> that follows the <dt> named `term`. */
export function definitionOf(term: string, root: ParentNode = document): string | null {
  const dt = [...root.querySelectorAll('dt')].find((node) => node.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

/** Signs up a new member through the real SMS check (the dev-only code lookup) and signs them in. */
export async function registerFreshMember(): Promise<{
  phone: string;
  password: string;
  user: UserInfo;
}> {
  const digits = String(Date.now() % 1e8).padStart(8, '0');
  const phone = `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
  const password = 'fresh1234!';
  await sendSmsCode(phone);
  await checkSmsCode(phone, await fetchDevSmsCode(phone));
  await registerMember({ phone, passwd: password, user_name: `새내기${digits.slice(-5)}` });
  return { phone, password, user: toUserInfo(await fetchCurrentUser()) };
}
