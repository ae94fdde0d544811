import { inlinedStylesPlugin, isInlinedStyle } from './inlinedStyles';

type PreloadOp = { nameOrAlias: string; filter?: (url: string) => boolean };
type Hook = (args: { preloadOps: PreloadOp[] }) => void;

function inlineStyle(href: string) {
  const style = document.createElement('style');
  style.setAttribute('data-href', href);
  style.textContent = '.a{color:red}';
  document.head.appendChild(style);
}

afterEach(() => {
  document.head.innerHTML = '';
});

test('a style sheet the page holds inline is known by its absolute or relative address', () => {
  inlineStyle('http://localhost:3001/__federation_expose_Routes.67130a60.css');
  inlineStyle('/main.ac8d2d9a.css');
  expect(isInlinedStyle('http://localhost:3001/__federation_expose_Routes.67130a60.css')).toBe(
    true,
  );
  expect(isInlinedStyle(`${window.location.origin}/main.ac8d2d9a.css`)).toBe(true);
  expect(isInlinedStyle('http://localhost:3002/__federation_expose_Routes.8ca51edb.css')).toBe(
    false,
  );
  // Scripts are never left out, whatever the page holds.
  expect(isInlinedStyle('http://localhost:3001/__federation_expose_Routes.c8b78152.js')).toBe(
    false,
  );
});

test('the runtime is told to leave out only the style sheets already inline', () => {
  inlineStyle('http://localhost:3001/routes.css');
  const plugin = inlinedStylesPlugin();
  const ops: PreloadOp[] = [
    { nameOrAlias: 'mfe_search' },
    { nameOrAlias: 'mfe_class', filter: (url) => !url.includes('skip') },
  ];
  (plugin.beforePreloadRemote as unknown as Hook)({ preloadOps: ops });
  expect(ops[0]!.filter?.('http://localhost:3001/routes.css')).toBe(false);
  expect(ops[0]!.filter?.('http://localhost:3001/other.css')).toBe(true);
  expect(ops[0]!.filter?.('http://localhost:3001/routes.js')).toBe(true);
  // A filter the caller set still applies.
  expect(ops[1]!.filter?.('http://localhost:3003/skip.js')).toBe(false);
  expect(ops[1]!.filter?.('http://localhost:3003/routes.js')).toBe(true);
});
