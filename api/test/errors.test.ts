// Errors answered before any route (issue #33, item 13): the router's (a path that does not
// decode), Node's HTTP parser's (a header block too large, a malformed request) and the body
// parsers' (bad JSON, a media type nobody reads) all answer the Korean envelope `{ code,
// message }`, never Fastify's English JSON and never the path echoed back. Raw requests over
// node:net, so that nothing on the client side normalises the path or trims the headers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startTestApp, type TestApp } from './helpers.ts';
import { msg } from '../src/messages.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Writes `request` as is on a new connection and reads the whole answer (until it closes). */
function raw(request: string): Promise<RawAnswer> {
  const { port } = new URL(t.base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body });
    });
    socket.end(request);
  });
}

function request(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The answer is the Korean envelope with this code and message, nothing more. */
function assertEnvelope(res: RawAnswer, code: number, message: string) {
  assert.equal(res.status, code, res.head);
  assert.match(res.head, /content-type: application\/json; charset=utf-8/i);
  assert.deepEqual(JSON.parse(res.body), { code, message });
  assert.doesNotMatch(res.body, /FST_|Bad Request|statusCode|error"/);
}

describe('framework-level errors answer the Korean envelope', () => {
  it('a path that does not decode (/%zz): 400, the path not echoed', async () => {
    for (const path of ['/%zz', '/class/%E0%A4%A', '/rec/%zz<script>?x=1']) {
      const res = await raw(request('GET', path));
      assertEnvelope(res, 400, msg.badUrl);
      assert.doesNotMatch(res.body, /%zz|%E0|script/i);
      assert.match(res.head, /x-content-type-options: nosniff/i);
    }
  });

  it('a path parameter over the router’s limit: 414, not echoed', async () => {
    const res = await raw(request('GET', `/payment/${'q'.repeat(400)}`));
    assertEnvelope(res, 414, msg.urlTooLong);
    assert.doesNotMatch(res.body, /qqq/);
  });

  it('a 20 KB header block: 431', async () => {
    const res = await raw(request('GET', '/health', { 'X-Filler': 'a'.repeat(20 * 1024) }));
    assertEnvelope(res, 431, msg.headersTooLarge);
  });

  it('a request the HTTP parser refuses: 400', async () => {
    const res = await raw('NOT A REQUEST\r\n\r\n');
    assertEnvelope(res, 400, msg.badRequest);
  });

  it('bad JSON: 400', async () => {
    const res = await raw(
      request('POST', '/login/Auth', { 'Content-Type': 'application/json' }, '{"user_id":'),
    );
    // The XSRF check comes first (no token here): still the Korean envelope.
    assertEnvelope(res, 403, msg.xsrf);
    const c = t.client();
    const bad = await c.post('/login/Auth', undefined, {
      raw: '{"user_id":',
      contentType: 'application/json',
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { code: 400, message: msg.badJson });
  });

  it('an unsupported media type: 415', async () => {
    const c = t.client();
    for (const contentType of ['application/xml', 'text/plain', 'application/x-unknown']) {
      const res = await c.post('/login/Auth', undefined, { raw: '<a/>', contentType });
      assert.equal(res.status, 415, contentType);
      assert.deepEqual(res.body, { code: 415, message: msg.badMediaType });
    }
  });

  it('an unknown route: 404 without the path', async () => {
    const res = await raw(request('GET', '/nowhere/%3Cb%3E'));
    assertEnvelope(res, 404, msg.notFoundRoute);
    assert.doesNotMatch(res.body, /nowhere|3Cb/);
  });
});
