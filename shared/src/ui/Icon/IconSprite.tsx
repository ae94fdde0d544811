import type { IconShape } from './iconPaths';
import { ICONS, ICON_NAMES, iconId } from './iconPaths';

function Shape({ d, fill }: IconShape) {
  return fill ? (
    <path d={d} fill="currentColor" fillRule="evenodd" />
  ) : (
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/**
 * The inline icon sprite of spec §1. The shell mounts it once near the top of <body>; every
 * <Icon> then draws with <use href="#icon-…">, so each icon's paths ship once per page.
 * Hidden by size, not display:none, which would stop some browsers rendering the symbols.
 */
export function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      data-baeum-icon-sprite=""
    >
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          {(ICONS[name] as IconShape[]).map((shape, i) => (
            <Shape key={i} {...shape} />
          ))}
        </symbol>
      ))}
    </svg>
  );
}
