// The drawn page before its app has it (shell/server/before-app.mjs): which buttons wait for the app,
// the watcher that says when the app is missing, and the CSP hash that lets exactly it run.
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {
  APP_MISSING_ID,
  APP_WAIT_MS,
  AWAITS_APP_ATTR,
  WATCH_SCRIPT,
  WATCH_SCRIPT_HASH,
  disableButtonsUntilApp,
  watchForApp,
} from './before-app.mjs';
import { contentSecurityPolicy } from './csp.mjs';
import { injectFirstScreen } from './first-screen.mjs';
import { beforeApp } from './messages.mjs';

const WAITING = `disabled="" ${AWAITS_APP_ATTR}=""`;

describe('disableButtonsUntilApp', () => {
  it('disables and marks a button that needs the app', () => {
    assert.equal(
      disableButtonsUntilApp('<main><button type="button" class="b">찜</button></main>'),
      `<main><button type="button" class="b" ${WAITING}>찜</button></main>`,
    );
  });

  it('leaves a button that is disabled already (the app keeps it so)', () => {
    const html = '<button type="button" disabled="">신청</button><button disabled>x</button>';
    assert.equal(disableButtonsUntilApp(html), html);
  });

  it('leaves the submit button of a form that works without script (it has an action)', () => {
    const html =
      '<form role="search" action="/search"><input name="keyword"/>' +
      '<button type="button" aria-label="지우기"></button><button type="submit">검색</button></form>';
    assert.equal(
      disableButtonsUntilApp(html),
      '<form role="search" action="/search"><input name="keyword"/>' +
        `<button type="button" aria-label="지우기" ${WAITING}></button><button type="submit">검색</button></form>`,
    );
  });

  it('disables the submit buttons of a form without an action, and any after the form closed', () => {
    assert.equal(
      disableButtonsUntilApp(
        '<form action="/search"></form><button>a</button><form><button type="submit">b</button></form>',
      ),
      `<form action="/search"></form><button ${WAITING}>a</button><form><button type="submit" ${WAITING}>b</button></form>`,
    );
  });

  it('reads attributes, not words that look like them', () => {
    const html = '<button type="button" data-disabled="" aria-disabled="false">x</button>';
    assert.match(disableButtonsUntilApp(html), new RegExp(`aria-disabled="false" ${WAITING}>`));
  });
});

describe('watchForApp (the inline watcher)', () => {
  let note;
  let listeners;
  beforeEach(() => {
    note = { hidden: true };
    listeners = [];
    mock.timers.enable({ apis: ['setTimeout'] });
    globalThis.document = { getElementById: (id) => (id === APP_MISSING_ID ? note : null) };
    globalThis.addEventListener = (type, fn, capture) => listeners.push({ type, fn, capture });
  });
  afterEach(() => {
    mock.timers.reset();
    delete globalThis.document;
    delete globalThis.addEventListener;
  });
  const fail = (src) => listeners.forEach(({ fn }) => fn({ target: { tagName: 'SCRIPT', src } }));

  it('shows the note when main.js fails to load (a load error is seen while capturing)', () => {
    watchForApp(APP_MISSING_ID, APP_WAIT_MS);
    assert.deepEqual(
      listeners.map(({ type, capture }) => [type, capture]),
      [['error', true]],
    );
    fail('https://www.baeum.example/main.0f3a9c21.js');
    assert.equal(note.hidden, false);
  });

  it('leaves it hidden when another script fails (a remote has its own retry)', () => {
    watchForApp(APP_MISSING_ID, APP_WAIT_MS);
    fail('http://localhost:3002/remoteEntry.js');
    fail('http://localhost:3002/mainland.js');
    listeners.forEach(({ fn }) => fn({ target: { tagName: 'IMG', src: '/main.js' } }));
    assert.equal(note.hidden, true);
  });

  it('shows the note once the app is late, not before', () => {
    watchForApp(APP_MISSING_ID, APP_WAIT_MS);
    mock.timers.tick(APP_WAIT_MS - 1);
    assert.equal(note.hidden, true);
    mock.timers.tick(1);
    assert.equal(note.hidden, false);
  });

  it('does nothing once the app has taken the page over (it removed the note)', () => {
    watchForApp(APP_MISSING_ID, APP_WAIT_MS);
    note = null;
    assert.doesNotThrow(() => {
      fail('/main.js');
      mock.timers.tick(APP_WAIT_MS);
    });
  });
});

describe('the drawn page', () => {
  const template =
    '<!doctype html><html><head></head><body><noscript>TEMPLATE</noscript><div id="root"></div><script defer="defer" src="/main.1.js"></script></body></html>';
  const page = injectFirstScreen(template, {
    html: '<main><h1>클래스</h1><a href="/class/2">다음</a><button type="button">찜</button></main>',
    state: { queries: [] },
    owner: 'mfe_class',
  });

  it('has nothing over it or hidden from assistive technology, and its buttons wait for the app', () => {
    assert.doesNotMatch(page, /aria-hidden|drawing-shield|position:fixed|inert/);
    assert.match(
      page,
      new RegExp(
        `<div id="root"><main><h1>클래스</h1><a href="/class/2">다음</a><button type="button" ${WAITING}>찜</button></main></div>`,
      ),
    );
  });

  it('says what needs scripts in its own <noscript>, and has the hidden note before #root', () => {
    assert.doesNotMatch(page, /TEMPLATE/);
    assert.equal(page.match(/<noscript>/g).length, 1);
    assert.ok(page.includes(beforeApp.noScript));
    assert.match(
      page,
      new RegExp(
        `<p id="${APP_MISSING_ID}" [^>]*role="alert" hidden>[^<]*<a href="">[^<]+</a></p><div id="root">`,
      ),
    );
  });

  it('runs the watcher after the drawing and its data, before main.js, allowed by its hash alone', () => {
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.deepEqual(inline, [WATCH_SCRIPT]);
    assert.ok(
      page.indexOf('id="baeum-first-screen"') < page.indexOf(`<script>${WATCH_SCRIPT}`) &&
        page.indexOf(`<script>${WATCH_SCRIPT}`) < page.indexOf('src="/main.1.js"'),
    );
    const digest = crypto.createHash('sha256').update(inline[0]).digest('base64');
    assert.equal(WATCH_SCRIPT_HASH, `'sha256-${digest}'`);
    const scriptSrc = contentSecurityPolicy([], {}, { BAEUM_CSP_SCRIPT_HOSTS: '' })
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    assert.equal(scriptSrc, `script-src 'self' ${WATCH_SCRIPT_HASH}`);
  });
});
