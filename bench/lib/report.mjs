// Medians, MF/mono ratios, the markdown tables printed on stdout (and pasted into the
// READMEs), and the budget check of `pnpm bench --check`.

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** The header and alignment lines of a markdown table whose first two columns are text. */
const tableHead = (head) => [
  `| ${head.join(' | ')} |`,
  `|${head.map((_, i) => (i < 2 ? '---' : '--:')).join('|')}|`,
];

/** The cells that open a route's row for one build: the route (on the MF row only), the build. */
const routeCells = (route, build) =>
  `| ${build === 'mf' ? `\`${route}\`` : ''} | ${build === 'mf' ? 'MF' : 'mono'} |`;

export const LOAD_FIGURES = [
  'jsWire',
  'jsRaw',
  'jsRequests',
  'requests',
  'requestsBeforeFcp',
  'fcp',
  'lcp',
  'tbt',
  'content',
  'allWire',
  'cls',
  'inputDelay',
  'chainDepth',
];
export const CLICK_FIGURES = ['clickToContent', 'jsWire', 'jsRaw', 'requests'];

export function medians(runs, figures) {
  const ok = runs.filter((r) => !r.error);
  const out = { runs: ok.length, failed: runs.length - ok.length };
  for (const f of figures) out[f] = median(ok.map((r) => r[f]));
  return out;
}

export function ratios(mf, mono, figures) {
  const out = {};
  for (const f of figures) {
    const a = mf?.[f];
    const b = mono?.[f];
    out[f] =
      typeof a === 'number' && typeof b === 'number' && b > 0
        ? Math.round((a / b) * 1000) / 1000
        : null;
  }
  return out;
}

const kb = (n) => (n == null ? '–' : (n / 1024).toFixed(1));
const ms = (n) => (n == null ? '–' : String(Math.round(n)));
const int = (n) => (n == null ? '–' : String(Math.round(n)));
const x = (n) => (n == null || !Number.isFinite(n) ? '–' : n.toFixed(2));

/**
 * One markdown table: a row per route and build, and the MF/mono ratio row. The byte columns
 * are the route's own JS (Save-Data runs); "+ prefetch" is what the real runs fetched on top
 * for the links in view (mobile layout / desktop layout).
 */
export function loadTable(result) {
  const { routes } = result;
  const head = [
    'route',
    'build',
    'JS gzip KB',
    'JS raw KB',
    'JS req',
    '+ prefetch KB (mobile / desktop)',
    'requests (mobile)',
    'req before FCP',
    'FCP mobile ms',
    'LCP mobile ms',
    'TBT mobile ms',
    'heading mobile ms',
    'FCP desktop ms',
    'LCP desktop ms',
    'TBT desktop ms',
  ];
  const lines = tableHead(head);
  const extra = (bytes, run) =>
    bytes?.jsWire == null || run?.jsWire == null ? null : Math.max(0, run.jsWire - bytes.jsWire);
  for (const [route, r] of Object.entries(routes)) {
    for (const build of ['mf', 'mono']) {
      const b = r.bytes[build] || {};
      const m = r[build].mobile || {};
      const d = r[build].desktop || {};
      const pre = `${kb(extra(b, r[build].mobile))} / ${kb(extra(b, r[build].desktop))}`;
      lines.push(
        `${routeCells(route, build)} ${kb(b.jsWire)} | ${kb(b.jsRaw)} | ${int(b.jsRequests)} | ${pre} | ${int(m.requests)} | ${int(m.requestsBeforeFcp)} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${ms(m.content)} | ${ms(d.fcp)} | ${ms(d.lcp)} | ${ms(d.tbt)} |`,
      );
    }
    const br = r.bytes.ratio || {};
    const m = r.ratio.mobile || {};
    const d = r.ratio.desktop || {};
    const ratioOf = (p) => {
      const a = extra(r.bytes.mf, r.mf[p]);
      const c = extra(r.bytes.mono, r.mono[p]);
      return a != null && c ? a / c : null;
    };
    lines.push(
      `| | **MF/mono** | **${x(br.jsWire)}** | ${x(br.jsRaw)} | ${x(br.jsRequests)} | ${x(ratioOf('mobile'))} / ${x(ratioOf('desktop'))} | ${x(m.requests)} | ${x(m.requestsBeforeFcp)} | ${x(m.fcp)} | ${x(m.lcp)} | ${x(m.tbt)} | ${x(m.content)} | ${x(d.fcp)} | ${x(d.lcp)} | ${x(d.tbt)} |`,
    );
  }
  return lines.join('\n');
}

export function clickTable(result) {
  const c = result.click;
  if (!c) return '';
  const lines = [
    `| ${c.from} → ${c.to} (header link “${c.link}”) | click → heading, mobile ms | click → heading, desktop ms | JS fetched on click, gzip KB (mobile) | requests on click (mobile) |`,
    '|---|--:|--:|--:|--:|',
  ];
  for (const [label, key] of [
    ['MF', 'mf'],
    ['mono', 'mono'],
  ]) {
    const m = c[key].mobile || {};
    const d = c[key].desktop || {};
    lines.push(
      `| ${label} | ${ms(m.clickToContent)} | ${ms(d.clickToContent)} | ${kb(m.jsWire)} | ${int(m.requests)} |`,
    );
  }
  const rm = c.ratio.mobile || {};
  const rd = c.ratio.desktop || {};
  lines.push(
    `| MF/mono | ${x(rm.clickToContent)} | ${x(rd.clickToContent)} | ${x(rm.jsWire)} | ${x(rm.requests)} |`,
  );
  return lines.join('\n');
}

const cls = (n) => (n == null ? '–' : n.toFixed(3));

/**
 * What a reader feels, per route and build on the mobile profile (medians), against the targets
 * of issue 18 (LCP ≤ 2500 ms, FCP ≤ 1500 ms, TBT ≤ 200 ms, CLS ≤ 0.05), with the critical chain
 * of the LCP element from the Save-Data runs (deterministic).
 */
export function experienceTable(result) {
  const head = [
    'route',
    'build',
    'LCP ms',
    'FCP ms',
    'TBT ms',
    'CLS',
    'input delay ms',
    'LCP element',
    'chain depth',
    'found by JS',
  ];
  const lines = tableHead(head);
  for (const [route, r] of Object.entries(result.routes)) {
    for (const build of ['mf', 'mono']) {
      const m = r[build].mobile || {};
      const chain = r.bytes[build]?.chain || {};
      lines.push(
        `${routeCells(route, build)} ${ms(m.lcp)} | ${ms(m.fcp)} | ${ms(m.tbt)} | ${cls(m.cls)} | ${ms(m.inputDelay)} | ${chain.kind ?? '–'} | ${int(chain.depth)} | ${chain.byScript == null ? '–' : chain.byScript ? 'yes' : 'no'} |`,
      );
    }
  }
  if (result.repeat) {
    lines.push('');
    lines.push(
      '| repeat visit (warm cache) | JS bytes from the network | JS downloads | JS revalidated (304) | requests |',
    );
    lines.push('|---|--:|--:|--:|--:|');
    for (const [build, v] of Object.entries(result.repeat)) {
      lines.push(
        `| \`${v.path}\` ${build === 'mf' ? 'MF' : 'mono'} | ${v.error ? v.error : int(v.jsBytes)} | ${int(v.jsRequests)} | ${int(v.jsRevalidations)} | ${int(v.requests)} |`,
      );
    }
  }
  return lines.join('\n');
}

/** Returns the list of budget failures (empty when every figure is within its budget). */
export function checkBudgets(result, budgets) {
  const failures = [];
  const maxRatio = budgets.jsWireRatio?.max;
  if (typeof maxRatio === 'number') {
    for (const [route, r] of Object.entries(result.routes)) {
      const ratio = r.bytes?.ratio?.jsWire;
      if (ratio == null) failures.push(`${route}: no JS byte figure for one of the builds`);
      else if (ratio > maxRatio)
        failures.push(
          `${route}: MF/mono JS gzip bytes ${ratio.toFixed(3)} > ${maxRatio} (MF ${kb(r.bytes.mf.jsWire)} KB, mono ${kb(r.bytes.mono.jsWire)} KB)`,
        );
    }
  }
  if (typeof budgets.reactDomFetches === 'number') {
    for (const load of result.checks.reactDom?.loads ?? []) {
      if (load.error) failures.push(`react-dom check on ${load.path}: ${load.error}`);
      else if (load.count !== budgets.reactDomFetches) {
        failures.push(
          `${load.path}: react-dom fetched ${load.count}× (budget ${budgets.reactDomFetches}): ${load.urls.join(', ')}`,
        );
      }
    }
  }
  if (budgets.chain) {
    for (const [route, r] of Object.entries(result.routes)) {
      const chain = r.bytes.mf?.chain;
      if (!chain || chain.depth == null) {
        failures.push(`${route}: no critical chain measured`);
        continue;
      }
      if (chain.depth > budgets.chain.maxDepth)
        failures.push(
          `${route}: the LCP ${chain.kind}'s chain is ${chain.depth} round trips deep (budget ${budgets.chain.maxDepth}): ${chain.urls.join(' → ')}`,
        );
      if (budgets.chain.noScriptDiscovery && chain.byScript)
        failures.push(`${route}: a request on the LCP ${chain.kind}'s chain waits for JavaScript`);
    }
  }
  if (budgets.repeatVisit && result.repeat?.mf) {
    const v = result.repeat.mf;
    if (v.error) failures.push(`repeat visit ${v.path}: ${v.error}`);
    else if (v.jsBytes > budgets.repeatVisit.maxJsBytes)
      failures.push(
        `repeat visit ${v.path}: ${v.jsBytes} JS bytes from the network (budget ${budgets.repeatVisit.maxJsBytes}): ${v.scripts
          .filter((s) => s.status !== 304)
          .map((s) => s.url)
          .join(', ')}`,
      );
  }
  if (budgets.webview) {
    const w = result.checks.webview;
    if (!w || w.error)
      failures.push(`web view ${budgets.webview.path}: ${w?.error ?? 'not measured'}`);
    else if (w.foreign.length)
      failures.push(`web view ${w.path} fetched from other remotes: ${w.foreign.join(', ')}`);
    else if (!w.owners.includes(budgets.webview.owner))
      failures.push(`web view ${w.path} did not fetch its owner ${budgets.webview.owner}`);
  }
  return failures;
}
