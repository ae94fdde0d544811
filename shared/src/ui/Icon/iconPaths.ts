// The inline icon sprite of spec §1, hand-drawn on a 24 × 24 grid. Outline icons are stroked
// with currentColor; `fill` shapes are filled (with even-odd holes for logos and badges), so
// every icon takes the colour of the text around it.
export interface IconShape {
  d: string;
  fill?: boolean;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

export const ICONS = {
  logo: [
    {
      // A rounded tile with an open book cut out of it.
      d: 'M6 0h12a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H6a6 6 0 0 1-6-6V6a6 6 0 0 1 6-6zM5 7.2c2.4-.9 4.7-.6 6.3.8v9.4c-1.6-1.2-3.9-1.5-6.3-.7zM19 7.2c-2.4-.9-4.7-.6-6.3.8v9.4c1.6-1.2 3.9-1.5 6.3-.7z',
      fill: true,
    },
  ],
  kakao: [
    {
      d: 'M12 3C6.5 3 2 6.6 2 11c0 2.8 1.8 5.3 4.6 6.7l-1 3.8c-.1.4.3.7.6.4l4.5-3c.4.1.9.1 1.3.1 5.5 0 10-3.6 10-8S17.5 3 12 3z',
      fill: true,
    },
  ],
  naver: [{ d: 'M4 3h5.3l5.4 7.9V3H20v18h-5.3l-5.4-7.9V21H4z', fill: true }],
  facebook: [
    {
      d: 'M14 8h3V4h-3a4.5 4.5 0 0 0-4.5 4.5V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V9a1 1 0 0 1 1-1z',
      fill: true,
    },
  ],
  instagram: [
    { d: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z' },
    { d: circle(12, 12, 4) },
    { d: 'M17.5 6.5h.01' },
  ],
  youtube: [
    {
      d: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
      fill: true,
    },
  ],
  link: [
    { d: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1' },
    { d: 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1' },
  ],
  share: [
    { d: `${circle(18, 5, 3)}${circle(6, 12, 3)}${circle(18, 19, 3)}` },
    { d: 'M8.6 10.5l6.8-4M8.6 13.5l6.8 4' },
  ],
  upload: [
    { d: 'M12 16V4' },
    { d: 'M7 9l5-5 5 5' },
    { d: 'M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3' },
  ],
  bookmark: [{ d: 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z' }],
  'bookmark-filled': [{ d: 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z', fill: true }],
  helpful: [
    { d: 'M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z' },
    { d: 'M7 10l4-7a2.5 2.5 0 0 1 2.8 2.9L13 10h5.6a2 2 0 0 1 2 2.4l-1.4 7a2 2 0 0 1-2 1.6H7' },
  ],
  reply: [
    { d: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z' },
  ],
  star: [
    {
      d: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z',
      fill: true,
    },
  ],
  alarm: [{ d: 'M6 16v-5a6 6 0 1 1 12 0v5l2 2H4z' }, { d: 'M10 21h4' }],
  chat: [
    {
      d: 'M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-3.9-.9L3 21l1.9-4.6A8 8 0 0 1 3 11.5 8.5 8.5 0 0 1 12 3a8.5 8.5 0 0 1 9 8.5z',
    },
  ],
  community: [
    { d: circle(9, 7.5, 3.5) },
    { d: 'M2.5 20a6.5 6.5 0 0 1 13 0' },
    { d: 'M16 4.3a3.5 3.5 0 0 1 0 6.4' },
    { d: 'M18 14a6.5 6.5 0 0 1 3.5 6' },
  ],
  curriculum: [{ d: 'M9 6h12M9 12h12M9 18h12' }, { d: 'M4 6h.01M4 12h.01M4 18h.01' }],
  dashboard: [{ d: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z' }],
  feedback: [
    { d: 'M5 4h14a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1z' },
    { d: 'M12 7.5l1.1 2.2 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3z', fill: true },
  ],
  home: [{ d: 'M3 10.5L12 3l9 7.5' }, { d: 'M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9' }],
  search: [{ d: circle(10.5, 10.5, 7) }, { d: 'M16 16l5 5' }],
  close: [{ d: 'M5 5l14 14M19 5L5 19' }],
  back: [{ d: 'M15 4l-8 8 8 8' }],
  'arrow-left': [{ d: 'M20 12H4' }, { d: 'M10 6l-6 6 6 6' }],
  'arrow-right': [{ d: 'M4 12h16' }, { d: 'M14 6l6 6-6 6' }],
  'chevron-left': [{ d: 'M15 6l-6 6 6 6' }],
  'chevron-right': [{ d: 'M9 6l6 6-6 6' }],
  'chevron-down': [{ d: 'M6 9l6 6 6-6' }],
  more: [{ d: 'M5 12h.01M12 12h.01M19 12h.01' }],
  heart: [
    {
      d: 'M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4 7.1 4c2 0 3.6 1.1 4.9 2.8C13.3 5.1 14.9 4 16.9 4c3.5 0 5.6 3.6 4.4 6.8C19.5 15.4 12 20 12 20z',
    },
  ],
  user: [{ d: circle(12, 7.5, 4.5) }, { d: 'M3.5 21a8.5 8.5 0 0 1 17 0' }],
  coach: [
    {
      // A filled seal with a check cut out: the coach badge on avatars.
      d: `${circle(12, 12, 10)}M10.8 15.6l6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4z`,
      fill: true,
    },
  ],
  settings: [
    { d: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1' },
    { d: 'M15 4v4M9 10v4M17 16v4' },
  ],
  plus: [{ d: 'M12 5v14M5 12h14' }],
  check: [{ d: 'M5 12.5l4.5 4.5L19 7' }],
  camera: [
    { d: 'M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z' },
    { d: circle(12, 13, 4) },
  ],
  image: [
    { d: 'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z' },
    { d: 'M3 16l5-5 4 4 3-3 6 6' },
    { d: circle(15.5, 8.5, 1.5) },
  ],
  play: [{ d: 'M7 4.5v15l12-7.5z', fill: true }],
  coin: [{ d: circle(12, 12, 9) }, { d: 'M8.5 9l1.7 6 1.8-4.5 1.8 4.5 1.7-6M8 11.5h8' }],
  notice: [{ d: 'M3 10v4h3l8 5V5L6 10z' }, { d: 'M18 9a4 4 0 0 1 0 6' }],
  clock: [{ d: circle(12, 12, 9) }, { d: 'M12 7v5l3 2' }],
  edit: [{ d: 'M4 20h4L19 9l-4-4L4 16z' }, { d: 'M13.5 6.5l4 4' }],
  trash: [{ d: 'M4 7h16' }, { d: 'M9 7V4h6v3' }, { d: 'M6 7l1 13h10l1-13' }],
  report: [{ d: 'M5 21V4' }, { d: 'M5 4h12l-2 4 2 4H5' }],
  menu: [{ d: 'M4 6h16M4 12h16M4 18h16' }],
  info: [{ d: circle(12, 12, 9) }, { d: 'M12 11v5M12 8h.01' }],
  success: [{ d: circle(12, 12, 9) }, { d: 'M8 12.5l3 3 5-6' }],
  warning: [{ d: 'M12 3l10 18H2z' }, { d: 'M12 10v4M12 17.5h.01' }],
  error: [{ d: circle(12, 12, 9) }, { d: 'M9 9l6 6M15 9l-6 6' }],
} satisfies Record<string, IconShape[]>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export const iconId = (name: IconName) => `icon-${name}`;
