import sharp from 'sharp';

/**
 * Drawn pictures for the demo community and the load data: garments on a plain backdrop, a stylised figure
 * wearing them (the try-on result), the same figure in plain clothes (the person photo) and head-and-shoulders
 * avatars. Every picture is SVG written here and rendered by sharp, so no photo of a real person is ever used.
 */

export type GarmentKind = 'tshirt' | 'kurta' | 'dress' | 'trousers';
export type PatternKind = 'solid' | 'stripes' | 'dots' | 'checks' | 'chevrons';

export interface Garment {
  kind: GarmentKind;
  colour: string;
  accent: string;
  pattern: PatternKind;
}

export interface Figure {
  skin: string;
  hair: string;
  longHair: boolean;
  backdrop: string;
}

export interface Avatar {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly';
  top: string;
  backdrop: string;
}

/** The pictures' canvas: 3:4, drawn in a 600 × 800 view box and rendered at 768 × 1024 like an engine result. */
const VIEW = { width: 600, height: 800 };
const RENDERED = { width: 768, height: 1024 };

// The garments are drawn in the figure's own coordinates, so the flat garment and the worn one are the same shape.
const GARMENT_PATHS: Record<GarmentKind, string> = {
  tshirt:
    'M262,232 Q300,262 338,232 L372,238 L424,292 L394,326 L372,306 L374,482 L226,482 L228,306 L206,326 L176,292 L228,238 Z',
  kurta:
    'M266,232 Q300,276 334,232 L372,238 L408,300 L420,462 L392,466 L374,318 L382,628 L310,628 L300,596 L290,628 L218,628 L226,318 L208,466 L180,462 L192,300 L228,238 Z',
  dress: 'M258,234 L274,234 Q300,270 326,234 L342,234 L368,300 L356,420 L420,650 L180,650 L244,420 L232,300 Z',
  trousers: 'M228,462 L372,462 L382,742 L318,742 L302,540 L298,540 L282,742 L218,742 Z',
};

/** Where each garment lies on the canvas, for centring it alone. */
const GARMENT_BOUNDS: Record<GarmentKind, { x: number; y: number; width: number; height: number }> = {
  tshirt: { x: 176, y: 232, width: 248, height: 250 },
  kurta: { x: 180, y: 232, width: 240, height: 396 },
  dress: { x: 180, y: 234, width: 240, height: 416 },
  trousers: { x: 218, y: 462, width: 164, height: 280 },
};

function patternDefinition(id: string, garment: Garment): string {
  const { colour, accent } = garment;
  const tile = (size: number, body: string) =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${colour}"/>${body}</pattern>`;
  switch (garment.pattern) {
    case 'stripes':
      return tile(28, `<rect y="0" width="28" height="9" fill="${accent}"/>`);
    case 'dots':
      return tile(
        30,
        `<circle cx="8" cy="8" r="4.5" fill="${accent}"/><circle cx="23" cy="23" r="4.5" fill="${accent}"/>`,
      );
    case 'checks':
      return tile(
        36,
        `<rect width="18" height="36" fill="${accent}" opacity="0.45"/><rect width="36" height="18" fill="${accent}" opacity="0.45"/>`,
      );
    case 'chevrons':
      return tile(32, `<path d="M0,20 L16,8 L32,20" fill="none" stroke="${accent}" stroke-width="5"/>`);
    default:
      return tile(40, '');
  }
}

function garmentShape(garment: Garment, id: string): string {
  const path = GARMENT_PATHS[garment.kind];
  const trim =
    garment.kind === 'kurta'
      ? `<path d="M266,232 Q300,276 334,232" fill="none" stroke="${garment.accent}" stroke-width="8"/><line x1="300" y1="262" x2="300" y2="330" stroke="${garment.accent}" stroke-width="5"/>`
      : garment.kind === 'dress'
        ? `<path d="M244,420 L356,420" stroke="${garment.accent}" stroke-width="10"/>`
        : garment.kind === 'trousers'
          ? `<rect x="228" y="462" width="144" height="16" fill="${shade(garment.colour, -30)}"/>`
          : '';
  return `<defs>${patternDefinition(id, garment)}</defs><path d="${path}" fill="url(#${id})" stroke="${shade(garment.colour, -45)}" stroke-width="3" stroke-linejoin="round"/>${trim}`;
}

function canvas(backdrop: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDERED.width}" height="${RENDERED.height}" viewBox="0 0 ${VIEW.width} ${VIEW.height}"><rect width="${VIEW.width}" height="${VIEW.height}" fill="${backdrop}"/>${body}</svg>`;
}

/** The garment alone, centred and enlarged on a light backdrop (the uploaded garment photo). */
export function garmentSvg(garment: Garment, backdrop = '#f2efe9'): string {
  const bounds = GARMENT_BOUNDS[garment.kind];
  const scale = Math.min(480 / bounds.width, 640 / bounds.height);
  const x = VIEW.width / 2 - (bounds.x + bounds.width / 2) * scale;
  const y = VIEW.height / 2 - (bounds.y + bounds.height / 2) * scale;
  return canvas(
    backdrop,
    `<ellipse cx="300" cy="${400 + (bounds.height * scale) / 2 + 16}" rx="${(bounds.width * scale) / 2.4}" ry="14" fill="#000" opacity="0.08"/><g transform="translate(${x.toFixed(1)},${y.toFixed(1)}) scale(${scale.toFixed(3)})">${garmentShape(garment, 'garment')}</g>`,
  );
}

const PLAIN_TOP: Garment = { kind: 'tshirt', colour: '#d9d9d9', accent: '#d9d9d9', pattern: 'solid' };
const PLAIN_BOTTOM: Garment = { kind: 'trousers', colour: '#3d4450', accent: '#3d4450', pattern: 'solid' };

/** A standing figure; `wearing` is the try-on's garment, the rest of the outfit plain. Without it: the person photo. */
export function figureSvg(figure: Figure, wearing?: Garment): string {
  const { skin, hair } = figure;
  const outline = shade(skin, -35);
  const top = wearing && wearing.kind !== 'trousers' ? wearing : PLAIN_TOP;
  const bottom = wearing?.kind === 'trousers' ? wearing : PLAIN_BOTTOM;
  const legs =
    top.kind === 'dress'
      ? `<rect x="246" y="600" width="40" height="140" rx="16" fill="${skin}" stroke="${outline}" stroke-width="2"/><rect x="314" y="600" width="40" height="140" rx="16" fill="${skin}" stroke="${outline}" stroke-width="2"/>`
      : garmentShape(bottom, 'bottom');
  const longHair = figure.longHair
    ? `<path d="M238,150 Q236,258 262,268 L338,268 Q364,258 362,150 Z" fill="${hair}"/>`
    : '';
  const body = [
    `<ellipse cx="300" cy="752" rx="120" ry="14" fill="#000" opacity="0.12"/>`,
    longHair,
    // arms hanging at the sides, hands at the ends
    `<path d="M214,246 L176,300 L190,470 L214,470 L214,330 Z" fill="${skin}" stroke="${outline}" stroke-width="2"/>`,
    `<path d="M386,246 L424,300 L410,470 L386,470 L386,330 Z" fill="${skin}" stroke="${outline}" stroke-width="2"/>`,
    `<circle cx="200" cy="478" r="15" fill="${skin}" stroke="${outline}" stroke-width="2"/><circle cx="400" cy="478" r="15" fill="${skin}" stroke="${outline}" stroke-width="2"/>`,
    legs,
    `<path d="M236,742 L290,742 L292,762 L226,762 Z" fill="#2b2b2b"/><path d="M310,742 L364,742 L374,762 L308,762 Z" fill="#2b2b2b"/>`,
    `<rect x="282" y="196" width="36" height="46" rx="10" fill="${skin}" stroke="${outline}" stroke-width="2"/>`,
    garmentShape(top, 'top'),
    `<ellipse cx="300" cy="150" rx="54" ry="62" fill="${skin}" stroke="${outline}" stroke-width="2"/>`,
    `<path d="M244,146 Q246,82 300,84 Q356,82 356,146 Q340,110 300,112 Q262,112 244,146 Z" fill="${hair}"/>`,
    `<circle cx="280" cy="154" r="5" fill="#2a1d17"/><circle cx="320" cy="154" r="5" fill="#2a1d17"/>`,
    `<path d="M284,180 Q300,192 316,180" fill="none" stroke="#7a3b2e" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
  return canvas(figure.backdrop, body);
}

/** A round-friendly head and shoulders on a coloured square (the UI crops it to a circle). */
export function avatarSvg(avatar: Avatar): string {
  const { skin, hair, top } = avatar;
  const hairBack =
    avatar.hairStyle === 'long'
      ? `<path d="M150,230 Q140,420 200,440 L312,440 Q372,420 362,230 Z" fill="${hair}"/>`
      : avatar.hairStyle === 'bun'
        ? `<circle cx="256" cy="120" r="44" fill="${hair}"/>`
        : '';
  const hairFront =
    avatar.hairStyle === 'curly'
      ? [160, 200, 240, 280, 320, 352]
          .map((x, index) => `<circle cx="${x}" cy="${index % 2 ? 168 : 184}" r="38" fill="${hair}"/>`)
          .join('')
      : `<path d="M166,236 Q170,128 256,128 Q344,128 346,236 Q322,178 256,182 Q192,178 166,236 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${avatar.backdrop}"/>${hairBack}<path d="M86,512 Q92,392 196,372 L316,372 Q420,392 426,512 Z" fill="${top}"/><rect x="226" y="318" width="60" height="70" rx="20" fill="${skin}"/><ellipse cx="256" cy="244" rx="92" ry="104" fill="${skin}"/>${hairFront}<circle cx="222" cy="254" r="9" fill="#2a1d17"/><circle cx="290" cy="254" r="9" fill="#2a1d17"/><path d="M226,298 Q256,320 286,298" fill="none" stroke="#7a3b2e" stroke-width="7" stroke-linecap="round"/></svg>`;
}

export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** Plain libjpeg, not mozjpeg: three times faster, and these are seed pictures, not uploads. */
export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** A colour made lighter (positive) or darker (negative) by `amount` on each channel. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((value >> shift) & 0xff) + amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

export const SKIN_TONES = ['#8d5524', '#c68642', '#e0ac69', '#a0662f', '#f1c27d', '#6b3e1f'];
export const HAIR_COLOURS = ['#1b1b1b', '#2e1d12', '#3b2416', '#0f0f14', '#4a2c1a'];
export const BACKDROPS = ['#e8e4f0', '#e3efe8', '#f3e6dc', '#dfe9f3', '#f0e8d6', '#ece0e8'];
export const GARMENT_COLOURS: Array<[string, string]> = [
  ['#c0392b', '#f5d76e'],
  ['#1f6f8b', '#ffffff'],
  ['#f4d03f', '#b9770e'],
  ['#2e8b57', '#f0e68c'],
  ['#8e44ad', '#f5b7b1'],
  ['#e67e22', '#ffffff'],
  ['#34495e', '#aed6f1'],
  ['#d35d8a', '#fde2ec'],
  ['#f8f4e3', '#1f6f8b'],
  ['#6d4c41', '#ffcc80'],
];
export const GARMENT_KINDS: GarmentKind[] = ['tshirt', 'kurta', 'dress', 'trousers'];
export const PATTERNS: PatternKind[] = ['solid', 'stripes', 'dots', 'checks', 'chevrons'];
