// Locally generated SVG images: class covers, avatars, banners, category icons, feed photos.
// Every piece of text is XML-escaped: names and titles are user-controlled.

const FONT = "Pretendard, 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif";

export function escapeXml(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function hash(n: number | string): number {
  let h = 2166136261;
  for (const ch of String(n)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Shifts the hue of a #rrggbb colour, for two-tone gradients. */
function shade(hex: string, hueShift: number, light = 0): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const v = m ? parseInt(m[1]!, 16) : 0x4361ee;
  let r = ((v >> 16) & 255) / 255;
  let g = ((v >> 8) & 255) / 255;
  let b = (v & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let h = 0;
  let s = 0;
  let l = (max + min) / 2;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h /= 6;
  }
  h = (((h * 360 + hueShift) % 360) + 360) % 360;
  l = Math.min(0.9, Math.max(0.15, l + light));
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m2 = l - c / 2;
  [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  const to = (n: number) =>
    Math.round((n + m2) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

/** Splits a title into lines of about `width` characters, at spaces when possible. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if ((line + ' ' + w).trim().length > width && line) {
      lines.push(line);
      line = w;
    } else line = (line + ' ' + w).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

function gradient(id: string, from: string, to: string, angle = 135): string {
  const rad = (angle * Math.PI) / 180;
  const x = Math.round(50 + Math.cos(rad) * 50);
  const y = Math.round(50 + Math.sin(rad) * 50);
  return `<linearGradient id="${id}" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

export function classCover(opts: {
  id: number;
  title: string;
  category: string;
  color: string;
  small?: boolean;
}): string {
  const seed = hash(opts.id);
  const from = shade(opts.color, (seed % 40) - 20, 0.05);
  const to = shade(opts.color, 40 + (seed % 60), -0.1);
  const w = opts.small ? 400 : 660;
  const h = opts.small ? 400 : 400;
  const lines = wrap(opts.title, opts.small ? 9 : 13, 3);
  const size = opts.small ? 38 : 44;
  const startY = h / 2 - ((lines.length - 1) * size * 1.3) / 2 + size / 3;
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = (seed >> (i * 5)) % w;
      const cy = (seed >> (i * 7 + 3)) % h;
      const r = 60 + ((seed >> (i * 3)) % 120);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${0.08 + i * 0.04}"/>`;
    })
    .join('');
  const text = lines
    .map(
      (l, i) =>
        `<text x="${w / 2}" y="${startY + i * size * 1.3}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
  return svg(
    w,
    h,
    `<defs>${gradient('g', from, to, seed % 180)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>${circles}` +
      `<g font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff">${text}</g>` +
      `<text x="28" y="${h - 28}" font-family="${FONT}" font-size="22" fill="#fff" opacity="0.85">${escapeXml(opts.category)}</text>`,
    opts.title,
  );
}

const AVATAR_COLORS = [
  '#ff7a59',
  '#4361ee',
  '#2a9d8f',
  '#e76f51',
  '#c77dff',
  '#06a77d',
  '#118ab2',
  '#ef476f',
  '#6d597a',
  '#f4a261',
];

/** Initials the Korean way: the given name (last two syllables) of a Hangul name, else 2 letters. */
export function initials(name: string): string {
  const t = name.trim();
  if (/^[\uac00-\ud7a3]{3,4}$/.test(t)) return t.slice(-2);
  const chars = [...t.replace(/\s+/g, '')];
  return chars.slice(0, 2).join('').toUpperCase() || '?';
}

export function avatar(opts: { id: number; name: string }): string {
  const color = AVATAR_COLORS[hash(opts.id) % AVATAR_COLORS.length]!;
  const text = escapeXml(initials(opts.name));
  return svg(
    160,
    160,
    `<defs>${gradient('g', shade(color, 0, 0.08), shade(color, 25, -0.08))}</defs><circle cx="80" cy="80" r="80" fill="url(#g)"/>` +
      `<text x="80" y="96" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="52" fill="#fff">${text}</text>`,
    opts.name,
  );
}

/**
 * A banner's art only: its words are the page's own text (issue #38 — words drawn into the
 * picture were ~7 px on phones, unread by screen readers, and doubled the event page's title).
 */
export function banner(opts: { title: string; bgcolor: string; wide?: boolean }): string {
  const w = 1200;
  const h = opts.wide === false ? 600 : 400;
  const accent = shade(opts.bgcolor, 180, -0.35);
  return svg(
    w,
    h,
    `<defs>${gradient('g', opts.bgcolor, shade(opts.bgcolor, 30, -0.06), 0)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w - 220}" cy="${h / 2}" r="${h / 2.6}" fill="${accent}" opacity="0.18"/>` +
      `<circle cx="${w - 120}" cy="${h / 2 - 60}" r="${h / 6}" fill="${accent}" opacity="0.28"/>`,
    opts.title,
  );
}

const GLYPHS: Record<string, string> = {
  pencil:
    '<path d="M20 44 L40 24 L44 28 L24 48 L18 50 Z" /><path d="M40 24 L44 20 L48 24 L44 28" />',
  yarn: '<circle cx="32" cy="34" r="14"/><path d="M20 28 Q32 38 44 28 M19 36 Q32 46 45 36 M26 21 Q36 30 40 46" fill="none"/>',
  cake: '<rect x="18" y="32" width="28" height="16" rx="2"/><path d="M18 38 Q25 34 32 38 Q39 42 46 38" fill="none"/><path d="M32 22 L32 30 M32 18 L32 20"/>',
  note: '<path d="M26 44 L26 20 L44 16 L44 40" fill="none"/><circle cx="22" cy="44" r="5"/><circle cx="40" cy="40" r="5"/>',
  dumbbell:
    '<rect x="14" y="26" width="6" height="14" rx="1"/><rect x="44" y="26" width="6" height="14" rx="1"/><path d="M20 33 L44 33"/>',
  camera:
    '<rect x="14" y="22" width="36" height="24" rx="4"/><circle cx="32" cy="34" r="7" fill="none"/><path d="M24 22 L27 17 L37 17 L40 22"/>',
  code: '<path d="M24 22 L14 32 L24 42 M40 22 L50 32 L40 42 M35 18 L29 46" fill="none"/>',
  palette:
    '<path d="M32 16 C20 16 14 25 14 33 C14 42 21 48 29 48 C33 48 33 44 31 42 C29 39 31 36 35 36 L40 36 C46 36 50 32 50 27 C50 20 42 16 32 16 Z" fill="none"/><circle cx="24" cy="30" r="2.5"/><circle cx="31" cy="24" r="2.5"/><circle cx="40" cy="25" r="2.5"/>',
  chart:
    '<path d="M16 48 L48 48" /><rect x="20" y="34" width="6" height="12"/><rect x="30" y="26" width="6" height="20"/><rect x="40" y="18" width="6" height="28"/>',
  speech:
    '<path d="M16 20 H48 V40 H30 L22 47 V40 H16 Z" fill="none"/><path d="M23 28 H41 M23 33 H35"/>',
  coin: '<circle cx="32" cy="32" r="15" fill="none"/><path d="M27 27 L30 38 L32 30 L34 38 L37 27 M25 32 H39"/>',
  house:
    '<path d="M16 31 L32 18 L48 31" fill="none"/><path d="M21 29 V46 H43 V29" fill="none"/><rect x="29" y="36" width="6" height="10"/>',
  briefcase:
    '<rect x="15" y="24" width="34" height="22" rx="3" fill="none"/><path d="M26 24 V19 H38 V24 M15 33 H49"/>',
  sparkle:
    '<path d="M32 14 L35 28 L48 32 L35 36 L32 50 L29 36 L16 32 L29 28 Z"/><circle cx="46" cy="18" r="3"/>',
};

export function categoryIcon(opts: { icon: string; color: string; name: string }): string {
  const glyph = GLYPHS[opts.icon] ?? GLYPHS.sparkle!;
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="18" fill="${shade(opts.color, 0, 0.3)}"/>` +
      `<g fill="${opts.color}" stroke="${opts.color}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    opts.name,
  );
}

/** An abstract "photo" for seeded feed posts: soft shapes on a gradient. */
export function feedPhoto(seedKey: string): string {
  const seed = hash(seedKey);
  const base = AVATAR_COLORS[seed % AVATAR_COLORS.length]!;
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const cx = (seed >> i) % 800;
    const cy = (seed >> (i + 4)) % 800;
    const r = 50 + ((seed >> (i * 2)) % 200);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${shade(base, i * 40, 0.1)}" opacity="0.45"/>`;
  }).join('');
  return svg(
    800,
    800,
    `<defs>${gradient('g', shade(base, 0, 0.25), shade(base, 90, 0))}</defs><rect width="800" height="800" fill="url(#g)"/>${shapes}`,
    '사진',
  );
}
