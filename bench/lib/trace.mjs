// Reads a Chrome trace (devtools.timeline) of one page load: the main thread's long tasks after
// the first paint, each with its time split by what filled it. Self time of every nested event
// goes to its nearest classified ancestor, so a layout forced by a script counts as layout and
// the script's own time as that script's file.

const KINDS = [
  [/^(ParseHTML)$/, () => 'parse HTML'],
  [/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation)$/, () => 'style'],
  [
    /^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/,
    () => 'layout',
  ],
  [/^(Paint|PrePaint|Layerize|PaintImage|CompositeLayers|Commit)$/, () => 'paint'],
  [/^(ParseAuthorStyleSheet)$/, () => 'parse CSS'],
  [/GC|V8\.GC/, () => 'gc'],
  [/^(Decode Image|ImageDecodeTask|Decode LazyPixelRef)$/, () => 'image decode'],
  [/^(HitTest)$/, () => 'hit test'],
  [
    /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|v8\.run|XHRReadyStateChange|v8\.callFunction)$/,
    (e) => `js ${scriptName(e)}`,
  ],
];

function scriptName(e) {
  const d = e.args?.data ?? {};
  const url = d.url || d.scriptName || e.args?.fileName || '';
  if (!url) return e.name === 'RunMicrotasks' ? '(microtasks)' : '(inline)';
  try {
    const u = new URL(url);
    return `${u.port ? `:${u.port}` : ''}${u.pathname.replace(/\.[0-9a-f]{8,}\./, '.')}`;
  } catch {
    return url.slice(-40);
  }
}

function kindOf(e) {
  for (const [re, label] of KINDS) if (re.test(e.name)) return label(e);
  return null;
}

/** The renderer main thread that loaded the page (the one that parsed its HTML). */
function mainThread(events) {
  const parse = events.filter((e) => e.name === 'ParseHTML' && e.ph === 'X');
  const counts = new Map();
  for (const e of parse) {
    const key = `${e.pid}:${e.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + e.dur);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * @param {Array<{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }>} events
 * @param {{ fcp: number | null, top?: number }} options  fcp in ms after navigation start
 */
export function longTaskReport(events, { fcp, top = 6 }) {
  const thread = mainThread(events);
  // The trace's first-contentful-paint mark and the page's own figure give navigation start.
  const fcpMark = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  const t0 = fcpMark && fcp != null ? fcpMark.ts - fcp * 1000 : 0;
  const onMain = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  const tasks = onMain.filter(
    (e) => isTask(e) && e.dur > 50_000 && (fcp == null || (e.ts - t0) / 1000 >= fcp),
  );
  const out = [];
  let tbt = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    const parts = new Map();
    const add = (label, us) => parts.set(label, (parts.get(label) ?? 0) + us);
    // Self time: an event's duration less its direct children's.
    const childTime = new Map();
    const open = [];
    for (const e of inside) {
      while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
      const parent = open.at(-1);
      if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + e.dur);
      open.push(e);
    }
    // Each event's self time goes to its own kind, else to its nearest classified ancestor's.
    const labelled = [];
    let covered = 0;
    for (const e of inside) {
      while (labelled.length && labelled.at(-1).e.ts + labelled.at(-1).e.dur <= e.ts)
        labelled.pop();
      const parent = labelled.at(-1);
      if (!parent) covered += e.dur;
      const label = kindOf(e) ?? parent?.label ?? 'other';
      labelled.push({ e, label });
      add(label, Math.max(0, e.dur - (childTime.get(e) ?? 0)));
    }
    add('other', Math.max(0, task.dur - covered));
    const ms = task.dur / 1000;
    tbt += Math.max(0, ms - 50);
    out.push({
      start: Math.round((task.ts - t0) / 1000),
      duration: Math.round(ms),
      parts: [...parts.entries()]
        .filter(([, us]) => us >= 2000)
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([label, us]) => `${label} ${Math.round(us / 1000)}`),
    });
  }
  return { tbt: Math.round(tbt), tasks: out };
}
