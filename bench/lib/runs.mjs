// The measurement plan of one bench run: each route's own bytes (Save-Data runs), the cold
// loads per profile with the click and the first-frame rows, and the repeat visit. Failed runs
// are kept as `{ error }` and left out of the medians.
import { measureClick, measureLoad, measureRepeat } from './measure.mjs';
import { measureFirstFrame } from './firstFrame.mjs';

export const BYTE_RUNS = 2;

export function firstLine(err) {
  return String(err?.message || err).split('\n')[0];
}

async function attempt(list, fn) {
  try {
    list.push(await fn());
  } catch (err) {
    list.push({ error: firstLine(err) });
  }
}

/**
 * @param {object} plan
 *   { browser, routes, builds: { mf, mono } (base URLs), profiles, runs, addressOf(route),
 *   loadOptions(route), click: { from, link, to } | null, frame: { classId } | null,
 *   learnerToken }
 * @returns {Promise<{ raw, repeat }>}
 */
export async function measureRuns(plan) {
  const { routes, profiles, runs, click, frame } = plan;
  const raw = { loads: {}, bytes: {}, click: { mf: {}, mono: {} }, frame: { mf: {}, mono: {} } };
  for (const route of routes) {
    raw.loads[route] = { mf: {}, mono: {} };
    raw.bytes[route] = { mf: [], mono: [] };
  }
  const total =
    BYTE_RUNS * routes.length * 2 +
    profiles.length * runs * (routes.length * 2 + (click ? 2 : 0) + (frame ? 2 : 0));
  let done = 0;
  const progress = (what) => {
    done += 1;
    process.stdout.write(`\r[bench] ${done}/${total} ${what}`.padEnd(90));
  };
  await measureBytes(plan, raw, progress);
  for (const profile of profiles) {
    for (let run = 0; run < runs; run += 1) await measureRun(plan, raw, profile, run, progress);
  }
  process.stdout.write('\n');
  return { raw, repeat: await measureRepeats(plan) };
}

// The route's own bytes (deterministic): unthrottled, phone viewport, Save-Data on (no
// prefetching of other routes). The budget compares these.
async function measureBytes({ browser, routes, builds, addressOf, loadOptions }, raw, progress) {
  for (let run = 0; run < BYTE_RUNS; run += 1) {
    for (const route of routes) {
      for (const [build, base] of Object.entries(builds)) {
        await attempt(raw.bytes[route][build], () =>
          measureLoad(browser, base + addressOf(route), 'desktop', {
            saveData: true,
            layout: 'mobile',
            ...loadOptions(route),
          }),
        );
        progress(`bytes ${build} ${route}`);
      }
    }
  }
}

/** One run of one profile: every route, then the click and the first frame, builds alternating. */
async function measureRun(plan, raw, profile, run, progress) {
  const { browser, routes, builds, addressOf, loadOptions, click, frame, learnerToken } = plan;
  // Builds alternate inside each run, so drift in the machine's load hits both alike.
  for (const route of routes) {
    for (const [build, base] of Object.entries(builds)) {
      // Every other run probes the input delay (which ends LCP recording); a single run
      // measures LCP.
      const probeInput = run % 2 === 1;
      await attempt((raw.loads[route][build][profile] ??= []), () =>
        measureLoad(browser, base + addressOf(route), profile, {
          ...loadOptions(route),
          probeInput,
        }),
      );
      progress(`${profile} run ${run + 1} ${build} ${route}`);
    }
  }
  if (click) {
    for (const [build, base] of Object.entries(builds)) {
      await attempt((raw.click[build][profile] ??= []), () =>
        measureClick(browser, base + click.from, click.link, click.to, profile),
      );
      progress(`${profile} run ${run + 1} ${build} click ${click.from} → ${click.to}`);
    }
  }
  if (frame) {
    for (const [build, base] of Object.entries(builds)) {
      await attempt((raw.frame[build][profile] ??= []), () =>
        measureFirstFrame(browser, base, frame.classId, learnerToken, profile),
      );
      progress(`${profile} run ${run + 1} ${build} 이어서 학습하기 → first frame`);
    }
  }
}

/** The repeat visit of / with a warm HTTP cache (deterministic). */
async function measureRepeats({ browser, routes, builds }) {
  const repeat = {};
  if (!routes.includes('/')) return repeat;
  for (const [build, base] of Object.entries(builds)) {
    try {
      repeat[build] = { path: '/', ...(await measureRepeat(browser, `${base}/`, 'desktop')) };
    } catch (err) {
      repeat[build] = { path: '/', error: firstLine(err) };
    }
  }
  return repeat;
}
