// From the raw runs to the figures of bench/results/*.json (medians per route, build and
// profile, MF/mono ratios, the failed runs), and the summary the bench prints.
import { firstFrameTable } from './firstFrame.mjs';
import {
  CLICK_FIGURES,
  LOAD_FIGURES,
  clickTable,
  experienceTable,
  loadTable,
  medians,
  ratios,
} from './report.mjs';
import { BYTE_RUNS } from './runs.mjs';

const BUILDS = ['mf', 'mono'];

/** Medians of each build's list under `figures`, its errors collected as `${build} ${label}: …`. */
function mediansOf(lists, figures, label, errors) {
  const out = {};
  for (const build of BUILDS) {
    const list = lists[build] || [];
    out[build] = medians(list, figures);
    out[build].scripts = list.find((x) => !x.error)?.scripts ?? [];
    for (const e of list.filter((x) => x.error)) errors.push(`${build} ${label}: ${e.error}`);
  }
  return out;
}

function routeFigures(raw, route, profiles) {
  const r = {
    bytes: { mf: null, mono: null, ratio: null },
    mf: {},
    mono: {},
    ratio: {},
    errors: [],
  };
  for (const build of BUILDS) {
    const list = raw.bytes[route][build];
    r.bytes[build] = medians(list, LOAD_FIGURES);
    r.bytes[build].scripts = list.find((x) => !x.error)?.scripts ?? [];
    r.bytes[build].chain = list.find((x) => !x.error)?.chain ?? null;
    for (const e of list.filter((x) => x.error)) r.errors.push(`${build} bytes: ${e.error}`);
  }
  r.bytes.ratio = ratios(r.bytes.mf, r.bytes.mono, LOAD_FIGURES);
  for (const profile of profiles) {
    const lists = { mf: raw.loads[route].mf[profile], mono: raw.loads[route].mono[profile] };
    const m = mediansOf(lists, LOAD_FIGURES, profile, r.errors);
    r.mf[profile] = m.mf;
    r.mono[profile] = m.mono;
    r.ratio[profile] = ratios(r.mf[profile], r.mono[profile], LOAD_FIGURES);
  }
  return r;
}

function clickFigures(raw, click, profiles) {
  const c = { ...click, mf: {}, mono: {}, ratio: {}, errors: [] };
  for (const profile of profiles) {
    const lists = { mf: raw.click.mf[profile], mono: raw.click.mono[profile] };
    const m = mediansOf(lists, CLICK_FIGURES, profile, c.errors);
    c.mf[profile] = m.mf;
    c.mono[profile] = m.mono;
    c.ratio[profile] = ratios(c.mf[profile], c.mono[profile], CLICK_FIGURES);
  }
  return c;
}

function frameFigures(raw, frame, profiles) {
  const f = { classId: frame.classId, mf: {}, mono: {}, errors: [] };
  for (const profile of profiles) {
    for (const build of BUILDS) {
      const list = raw.frame[build][profile] || [];
      f[build][profile] = medians(list, ['pressToFrame']);
      for (const e of list.filter((x) => x.error)) f.errors.push(`${build} ${profile}: ${e.error}`);
    }
  }
  return f;
}

/** Fills `result.routes`, `result.click` and `result.firstFrame` from the raw runs. */
export function addFigures(result, raw, { routes, profiles, click, frame }) {
  for (const route of routes) result.routes[route] = routeFigures(raw, route, profiles);
  if (click) result.click = clickFigures(raw, click, profiles);
  if (frame) result.firstFrame = frameFigures(raw, frame, profiles);
  return result;
}

/** The tables, the failed runs and the platform checks, as the bench prints them. */
export function printSummary(result, { log, apiState, outName }) {
  log('');
  log(
    `Load cost — MF (shell + remotes) vs mono (one webpack app); medians of ${result.runs} cold runs per profile (bytes: ${BYTE_RUNS} Save-Data runs)`,
  );
  const load = result.machine.load1m;
  log(
    `machine: ${result.machine.cpus} CPUs, 1-min load average ${load.start} at start, mean ${load.mean}, max ${load.max}; Chromium ${result.machine.chromium}; API ${apiState}; commit ${result.commit}`,
  );
  log('');
  log(loadTable(result));
  log('');
  log(experienceTable(result));
  if (result.click) {
    log('');
    log(clickTable(result));
  }
  if (result.firstFrame) {
    log('');
    log(firstFrameTable(result));
  }
  const errors = [
    ...Object.entries(result.routes).flatMap(([route, r]) => r.errors.map((e) => `${route} ${e}`)),
    ...(result.click?.errors ?? []).map((e) => `click ${e}`),
    ...(result.firstFrame?.errors ?? []).map((e) => `first frame ${e}`),
  ];
  if (errors.length) {
    log('');
    log(`runs that failed (left out of the medians): ${errors.length}`);
    for (const e of errors.slice(0, 12)) log(`  - ${e}`);
  }
  log('');
  const { checks } = result;
  if (checks.reactDom) {
    log(
      `react-dom fetched per MF page load: ${checks.reactDom.loads.map((l) => `${l.path} ${l.error ? 'error' : l.count}`).join(', ')}`,
    );
  }
  if (checks.webview) {
    log(
      `web view ${checks.webview.path}: ${checks.webview.error ?? `remotes fetched: ${checks.webview.owners.join(', ') || 'none'}${checks.webview.foreign.length ? `; foreign: ${checks.webview.foreign.length}` : ''}`}`,
    );
  }
  log(`\nwrote ${outName} (${result.seconds} s)`);
}
