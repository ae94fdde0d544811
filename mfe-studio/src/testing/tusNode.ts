// The widget's tus uploads in component tests: jsdom has no network of its own (the shared
// client goes over Node's http adapter too), so tus-js-client's Node transport carries them.
// It adds what a browser would: the page's cookies (the XSRF double submit), and the same-origin
// proxy's mapping of PUBLIC_BASE (`/_api`, where the server's Location points) to the API.
// Tests can hold a PATCH (an upload with a middle) and drop one (a lost connection).
import type { HttpRequest, HttpStack } from 'tus-js-client';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { default: NodeHttpStack } = require('tus-js-client/lib.es5/node/httpStack.js') as {
  default: new () => HttpStack;
};

/** A jsdom Blob's bytes (jsdom's FileReader reads them). */
function bytesOf(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

export interface TusTrace {
  /** Every request sent, as `METHOD` (e.g. POST, PATCH, HEAD). */
  sent: string[];
  /** From now, holds the PATCHes after the next `after` until released (or the request is aborted). */
  holdPatches(after: number): { reached: Promise<void>; release: () => void };
  /** The next PATCH fails as a dropped connection would. */
  dropNextPatch(): void;
}

export function nodeTusStack(apiUrl: string): { stack: HttpStack; trace: TusTrace } {
  const inner = new NodeHttpStack();
  let hold: { after: number; reached: () => void; gate: Promise<void>; open: () => void } | null =
    null;
  let drop = false;
  let patches = 0;
  const trace: TusTrace = {
    sent: [],
    holdPatches(after) {
      let reached!: () => void;
      let open!: () => void;
      const reachedP = new Promise<void>((r) => (reached = r));
      const gate = new Promise<void>((r) => (open = r));
      hold = { after: patches + after, reached, gate, open };
      return {
        reached: reachedP,
        release: () => {
          hold = null;
          open();
        },
      };
    },
    dropNextPatch() {
      drop = true;
    },
  };
  const stack: HttpStack = {
    getName: () => 'NodeHttpStack (tests)',
    createRequest(method, url) {
      const real = url.startsWith(`${apiUrl}/_api/`) ? apiUrl + url.slice(apiUrl.length + 5) : url;
      const req: HttpRequest = inner.createRequest(method, real);
      const send = req.send.bind(req);
      const abort = req.abort.bind(req);
      let aborted: () => void = () => undefined;
      const abortedP = new Promise<'aborted'>((r) => (aborted = () => r('aborted')));
      req.abort = () => {
        aborted();
        return abort();
      };
      req.send = async (body) => {
        trace.sent.push(method);
        if (method === 'PATCH') {
          patches += 1;
          const held = hold;
          if (held && patches > held.after) {
            held.reached();
            if ((await Promise.race([held.gate, abortedP])) === 'aborted')
              throw new Error('aborted');
          }
          if (drop) {
            drop = false;
            throw new Error('socket hang up (test: a dropped connection)');
          }
        }
        if (document.cookie) req.setHeader('Cookie', document.cookie);
        return send(body instanceof Blob ? await bytesOf(body) : body);
      };
      return req;
    },
  };
  return { stack, trace };
}
