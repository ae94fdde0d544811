/**
 * @jest-environment jsdom
 */
import { configure, resetConfig } from '../config';
import { submitSiblingLogout } from './siblingLogout';

interface Submitted {
  method: string;
  action: string;
  target: string;
  fields: Record<string, string>;
  inDocument: boolean;
}

let submitted: Submitted[];

beforeEach(() => {
  resetConfig();
  submitted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({
      method: this.method,
      action: this.action,
      target: this.target,
      fields: Object.fromEntries(
        [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
      ),
      inDocument: document.body.contains(this),
    });
  });
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => jest.restoreAllMocks());

describe('submitSiblingLogout', () => {
  it('POSTs a hidden form to the logout page with the return path and the XSRF token', () => {
    document.cookie = 'XSRF-TOKEN=xsrf-token-value-0123456789; path=/';
    submitSiblingLogout('http://localhost/community?tab=all#top');
    expect(submitted).toEqual([
      {
        method: 'post',
        action: 'http://localhost/_api/sibling/logout',
        target: '',
        // On the logout page's own origin the return is a path (the server allows paths).
        fields: { return: '/community?tab=all#top', xsrf: 'xsrf-token-value-0123456789' },
        inDocument: true,
      },
    ]);
    // The form does not stay behind.
    expect(document.querySelector('form')).toBeNull();
  });

  it('loads the answer in a frame when a target is named', () => {
    submitSiblingLogout('http://localhost/_api/sibling/login_check', 'sibling-frame');
    expect(submitted[0]).toMatchObject({
      target: 'sibling-frame',
      fields: { return: '/_api/sibling/login_check' },
    });
  });

  it('keeps a return address on another origin whole, and sends no xsrf field without a cookie', () => {
    configure({ siblingLogoutUrl: 'https://www.baeum.test/sibling/logout' });
    submitSiblingLogout('http://localhost/my');
    expect(submitted[0]).toMatchObject({
      action: 'https://www.baeum.test/sibling/logout',
      fields: { return: 'http://localhost/my' },
    });
    expect(submitted[0]!.fields).not.toHaveProperty('xsrf');
  });
});
