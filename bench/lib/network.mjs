// Network bookkeeping through the Chrome DevTools Protocol: per request its URL, type, bytes
// on the wire and decoded; network quiet; a load's script figures; the chain of requests that
// led to the largest paint.
/**
 * Network bookkeeping on one CDP session: per request its URL, type, bytes on the wire
 * (encodedDataLength at loadingFinished) and decoded bytes (sum of dataReceived).
 */
export function trackNetwork(cdp) {
  const requests = new Map();
  let inflight = 0;
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    if (!requests.has(e.requestId)) inflight += 1;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      initiator: e.initiator,
      fromCache: false,
      wire: 0,
      raw: 0,
      done: false,
      t: e.timestamp,
      status: 0,
    });
    touch();
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      if (e.response.fromDiskCache || e.response.fromPrefetchCache) r.fromCache = true;
      r.type = e.type || r.type;
      r.status = e.response.status;
      r.mime = e.response.mimeType;
    }
    touch();
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.raw += e.dataLength;
    touch();
  });
  const finish = (e, failed) => {
    const r = requests.get(e.requestId);
    if (r && !r.done) {
      r.done = true;
      r.failed = failed;
      if (!failed) r.wire = e.encodedDataLength;
      inflight -= 1;
    }
    touch();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, false));
  cdp.on('Network.loadingFailed', (e) => finish(e, true));
  return {
    requests,
    inflight: () => inflight,
    quietFor: () => (inflight > 0 ? 0 : Date.now() - lastActivity),
    reset() {
      requests.clear();
      inflight = 0;
      touch();
    },
  };
}

export async function waitForQuiet(net, { quietMs = 1000, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (net.quietFor() >= quietMs) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

export const isScript = (r) =>
  r.type === 'Script' || /javascript/.test(r.mime || '') || /\.m?js(\?|$)/.test(r.url);

export function summarizeRequests(requests) {
  const all = [...requests.values()].filter((r) => r.done && !r.failed);
  const js = all.filter(isScript);
  const sum = (list, k) => list.reduce((a, r) => a + r[k], 0);
  return {
    jsWire: sum(js, 'wire'),
    jsRaw: sum(js, 'raw'),
    jsRequests: js.length,
    requests: requests.size,
    allWire: sum(all, 'wire'),
    scripts: js.map((r) => ({ url: r.url, wire: r.wire, raw: r.raw })),
  };
}

/**
 * The chain of requests that led to the LCP element, from its initiators (CDP): the document is
 * 1 round trip deep, what it names is 2, what a script asks for is one more than that script.
 * An image LCP ends at its own request; a text LCP at the deepest script that ran before it (the
 * page's text is rendered by JS). `byScript` is true when a request on the chain was discovered by
 * JavaScript rather than named in the HTML.
 */
export function criticalChain(requests, { lcp, lcpUrl }) {
  const list = [...requests.values()];
  const byUrl = new Map();
  for (const r of list) if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  const doc = list.find((r) => r.type === 'Document');
  const memo = new Map();
  const parentOf = (r) => {
    const i = r.initiator ?? {};
    if (r === doc) return null;
    if (i.type === 'script') {
      for (let stack = i.stack; stack; stack = stack.parent) {
        const frame = stack.callFrames?.find((f) => f.url && byUrl.has(f.url));
        if (frame) return byUrl.get(frame.url);
      }
      return doc ?? null;
    }
    return (i.url && byUrl.get(i.url)) || doc || null;
  };
  const path = (r, seen = new Set()) => {
    if (memo.has(r)) return memo.get(r);
    if (seen.has(r)) return [r];
    seen.add(r);
    const parent = parentOf(r);
    const out = parent ? [...path(parent, seen), r] : [r];
    memo.set(r, out);
    return out;
  };
  let end = lcpUrl ? list.find((r) => r.url === lcpUrl) : null;
  if (!end && lcp != null) {
    const t0 = doc?.t ?? 0;
    const scripts = list.filter(
      (r) => isScript(r) && r.done && !r.failed && (r.t - t0) * 1000 <= lcp,
    );
    end = scripts.sort((a, b) => path(b).length - path(a).length)[0] ?? null;
  }
  if (!end) return { depth: null, byScript: null, kind: lcpUrl ? 'image' : 'text', urls: [] };
  const chain = path(end);
  return {
    depth: chain.length,
    byScript: chain.some((r) => r.initiator?.type === 'script'),
    kind: lcpUrl ? 'image' : 'text',
    urls: chain.map((r) => `${r.initiator?.type ?? 'document'} ${r.url}`),
  };
}
