import { getConfig } from '../config';
import { XSRF_COOKIE } from '../api/client';
import { readCookie } from '../api/credentials';

/**
 * The `return` value for the logout page: a path when `returnUrl` is on the logout page's own
 * origin (the server redirects only to paths and to its configured origins), else the address.
 */
function returnValue(returnUrl: string, action: string): string {
  const target = new URL(returnUrl, window.location.href);
  if (target.origin !== new URL(action, window.location.href).origin) return target.href;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Logs out on the sibling site (spec sections 4 and 6): a hidden form POSTs to its logout page,
 * which ends the session and redirects to `returnUrl`. A POST because a GET never logs anyone
 * out (a link, an image or a prefetch could). The page is reached through the same-origin proxy,
 * so the XSRF cookie is readable and travels as the form field `xsrf` (a form cannot send the
 * header). `target` names a frame to load the answer in; without it the whole page goes.
 */
export function submitSiblingLogout(returnUrl: string, target?: string): void {
  const action = getConfig().siblingLogoutUrl;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  if (target) form.target = target;
  const field = (name: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  };
  field('return', returnValue(returnUrl, action));
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) field('xsrf', xsrf);
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
