// The platform checks of a bench run (MF only, unthrottled, one load each).
import { scriptBodies } from './measure.mjs';
import { firstLine } from './runs.mjs';
import { REMOTE_NAMES } from './servers.mjs';

/**
 * The platform guarantees the budgets hold: one react-dom per page load (a script carrying a
 * string only react-dom's client build has), and the web view fetching its owner only.
 */
export async function platformChecks({ browser, mfBase, ports, routes, click, budgets }) {
  const checks = { reactDom: await reactDomChecks(browser, mfBase, routes, click) };
  if (budgets.webview) checks.webview = await webviewCheck(browser, mfBase, ports, budgets.webview);
  return checks;
}

async function reactDomChecks(browser, mfBase, routes, click) {
  const REACT_DOM_MARKER = '__reactContainer$';
  const loads = [];
  const count = (bodies) =>
    bodies.filter((b) => b.text.includes(REACT_DOM_MARKER)).map((b) => b.url);
  for (const route of routes) {
    try {
      const urls = count((await scriptBodies(browser, mfBase + route)).bodies);
      loads.push({ path: route, count: urls.length, urls });
    } catch (err) {
      loads.push({ path: route, error: firstLine(err) });
    }
  }
  try {
    const urls = count(
      (
        await scriptBodies(browser, mfBase + click.from, {
          clickLink: click.link,
          toPath: click.to,
        })
      ).bodies,
    );
    loads.push({ path: `${click.from} → ${click.to} (client-side)`, count: urls.length, urls });
  } catch (err) {
    loads.push({ path: `${click.from} → ${click.to}`, error: firstLine(err) });
  }
  return { marker: REACT_DOM_MARKER, loads };
}

/** The web view page fetches its owner's files only. */
async function webviewCheck(browser, mfBase, ports, webview) {
  const portToPkg = Object.fromEntries(
    Object.entries(ports.mf).map(([pkg, port]) => [String(port), pkg]),
  );
  try {
    const { requests } = await scriptBodies(browser, mfBase + webview.path, {
      userAgent: webview.userAgent,
    });
    const owners = new Set();
    const foreign = [];
    for (const url of requests) {
      const pkg = portToPkg[new URL(url).port];
      if (!pkg || pkg === 'shell') continue;
      const name = REMOTE_NAMES[pkg];
      owners.add(name);
      if (name !== webview.owner) foreign.push(url);
    }
    return {
      path: webview.path,
      owners: [...owners],
      foreign,
      requests: requests.length,
    };
  } catch (err) {
    return { path: webview.path, error: firstLine(err) };
  }
}
