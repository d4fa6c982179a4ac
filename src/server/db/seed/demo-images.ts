import sharp from 'sharp';
import type { Category, Color, Texture } from '@shared/catalogue/product-options';

// Product pictures for the demo catalogue, drawn in code: a warm gradient, then a wig,
// bundles, clip-in wefts or an accessory made of plain shapes (no text, no fonts, no files).

export type Accessory = 'bonnet' | 'brosse' | 'peigne' | 'bandeau' | 'flacon' | 'tete';

export type ImageSpec = {
  category: Category;
  color?: Color;
  colorCode?: string;
  texture?: Texture;
  lengthCm?: number;
  accessory?: Accessory;
  /** Varies the background, the strands and the framing from one product to the next. */
  seed: number;
  /** 0: the product; 1: a closer look; 2: mirrored, on another background. */
  view: number;
};

/** Draws with a 600-unit view box; `size` is only the pixel size it is rasterised at. */
export async function renderProductImage(spec: ImageSpec, size = 1200): Promise<Buffer> {
  return sharp(Buffer.from(drawProductSvg(spec, size)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const BACKGROUNDS = [
  ['#fbe3d6', '#d98e73'],
  ['#f7d9c4', '#e8a87c'],
  ['#f4e1c1', '#d9a066'],
  ['#f6d5d0', '#c97b84'],
  ['#efe0cf', '#b9875f'],
  ['#fde8cd', '#e3a35b'],
  ['#f3d3bd', '#c0694e'],
] as const;
const SKIN = ['#7a4a2e', '#5c3a24', '#a06a45', '#8d5a3b'];
const ACCESSORY_TINTS = ['#6a1b4d', '#c9a227', '#1f4e5f', '#b03a2e', '#2e2e2e', '#d88c9a', '#4b3f72'];
const CODE_COLORS: Record<string, string> = {
  '1': '#141012',
  '1B': '#231a16',
  '2': '#33211a',
  '4': '#5a3825',
  '6': '#6e4529',
  '27': '#c58a45',
  '30': '#8a4222',
  '33': '#6b2d1c',
  '99J': '#5b1528',
  '350': '#b4521f',
  '530': '#a3202a',
  '613': '#ead29c',
  '51': '#a8a8ad',
};
const COLOR_FALLBACK: Record<Color, string> = {
  noir: '#1b1512',
  brun: '#4a2c1d',
  blond: '#d8b36a',
  auburn: '#8a3b1e',
  rouge: '#a3202a',
  gris: '#a8a8ad',
};

/** Top and bottom colours of the hair: '4/27' or 'T1B/30' are ombrés. */
function hairColors(spec: ImageSpec): [string, string] {
  const parts = (spec.colorCode ?? '')
    .replace(/^T/i, '')
    .split('/')
    .map((part) => CODE_COLORS[part.toUpperCase()]);
  const top = parts[0] ?? COLOR_FALLBACK[spec.color ?? 'noir'];
  return [top, parts[1] ?? top];
}

function shade(hex: string, amount: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    const mixed = amount >= 0 ? value + (255 - value) * amount : value * (1 + amount);
    return Math.round(mixed).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** A small deterministic generator (mulberry32), so a product always gets the same picture. */
function random(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WAVES: Record<Texture, { amp: number; wave: number; coil?: boolean }> = {
  lisse: { amp: 1.5, wave: 400 },
  yaki: { amp: 2.5, wave: 14 },
  kinky_straight: { amp: 3.5, wave: 10 },
  body_wave: { amp: 12, wave: 110 },
  loose_wave: { amp: 16, wave: 140 },
  water_wave: { amp: 8, wave: 45 },
  deep_wave: { amp: 10, wave: 32 },
  kinky_curly: { amp: 7, wave: 12, coil: true },
  afro: { amp: 5, wave: 8, coil: true },
};

const n = (value: number) => Math.round(value * 10) / 10;

/** One strand from (x, y) downwards: a wave, or a coil for curly textures. */
function strand(x: number, y: number, length: number, texture: Texture, phase: number): string {
  const { amp, wave, coil } = WAVES[texture];
  const points: string[] = [];
  if (coil) {
    for (let t = 0; (wave * t) / (2 * Math.PI) < length; t += Math.PI / 5) {
      points.push(
        `${n(x + amp * Math.cos(t + phase))} ${n(y + (wave * t) / (2 * Math.PI) + amp * 0.6 * Math.sin(t + phase))}`,
      );
    }
  } else {
    for (let d = 0; d <= length; d += 6) {
      points.push(`${n(x + amp * (0.5 + d / length / 2) * Math.sin((2 * Math.PI * d) / wave + phase))} ${n(y + d)}`);
    }
  }
  return `M${points.join('L')}`;
}

function strands(
  rnd: () => number,
  from: [number, number],
  to: [number, number],
  count: number,
  length: number,
  texture: Texture,
  colors: string[],
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const f = count === 1 ? 0.5 : i / (count - 1);
    const x = from[0] + (to[0] - from[0]) * f + (rnd() - 0.5) * 6;
    const y = from[1] + (to[1] - from[1]) * f + rnd() * 8;
    const color = colors[Math.floor(rnd() * colors.length)];
    out += `<path d="${strand(x, y, length * (0.85 + rnd() * 0.15), texture, rnd() * 6)}" stroke="${color}" stroke-width="${n(2 + rnd() * 3)}" stroke-opacity="${n(0.55 + rnd() * 0.4)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function wig(spec: ImageSpec, rnd: () => number, texture: Texture, palette: string[]): string {
  const skin = SKIN[Math.floor(rnd() * SKIN.length)];
  const face = `<path d="M268 400 L262 470 Q300 490 338 470 L332 400 Z" fill="${skin}"/><path d="M150 560 Q170 470 262 455 Q300 470 338 455 Q430 470 450 560 Z" fill="${shade(skin!, -0.15)}"/><ellipse cx="300" cy="290" rx="74" ry="98" fill="${skin}"/>`;
  const cap = `<path d="M218 268 Q222 168 300 160 Q378 168 382 268 Q360 205 300 200 Q240 205 218 268 Z" fill="url(#hair)"/>`;
  if (WAVES[texture].coil) {
    const radius = Math.min(Math.max((spec.lengthCm ?? 30) * 4, 110), 160);
    let cloud = `<ellipse cx="300" cy="265" rx="${radius}" ry="${radius - 10}" fill="url(#h2)"/>`;
    for (let i = 0; i < 90; i++) {
      const a = rnd() * Math.PI * 2;
      const r = Math.sqrt(rnd()) * radius;
      cloud += `<circle cx="${n(300 + Math.cos(a) * r)}" cy="${n(265 + Math.sin(a) * r * 0.95)}" r="${n(16 + rnd() * 14)}" fill="${palette[i % palette.length]}"/>`;
    }
    const coils = strands(rnd, [300 - radius + 20, 160], [300 + radius - 20, 160], 18, radius + 80, texture, [
      'url(#h1)',
      'url(#h2)',
    ]);
    return `${cloud}${coils}${face}${cap}`;
  }
  const bottom = 300 + Math.min(Math.max((spec.lengthCm ?? 40) * 4.5, 80), 250);
  const mass = `<path d="M300 140 Q410 140 410 280 L${n(430 + rnd() * 20)} ${bottom} Q300 ${bottom + 25} ${n(170 - rnd() * 20)} ${bottom} L190 280 Q190 140 300 140 Z" fill="url(#hair)"/>`;
  const back = strands(rnd, [196, 180], [404, 180], 34, bottom - 185, texture, palette);
  const front =
    strands(rnd, [204, 220], [220, 220], 4, bottom - 225, texture, palette) +
    strands(rnd, [380, 220], [396, 220], 4, bottom - 225, texture, palette);
  return `${mass}${back}${face}${cap}${front}`;
}

function bundles(
  spec: ImageSpec,
  rnd: () => number,
  texture: Texture,
  palette: string[],
  weft: string,
  wefts: boolean,
): string {
  const length = Math.min(Math.max((spec.lengthCm ?? 45) * 5, 160), 360);
  let out = '';
  const count = wefts ? 4 : 3;
  for (let i = 0; i < count; i++) {
    const x = wefts ? 140 + i * 30 : 95 + i * 145;
    const y = wefts ? 110 + i * 50 : 90 + rnd() * 30;
    const width = wefts ? 320 - i * 60 : 120;
    out += `<rect x="${x}" y="${n(y)}" width="${width}" height="14" rx="6" fill="${weft}"/>`;
    out += strands(
      rnd,
      [x + 4, y + 8],
      [x + width - 4, y + 8],
      Math.round(width / 7),
      length - (wefts ? i * 30 : 0),
      texture,
      palette,
    );
    if (wefts) {
      for (let c = 0; c < 3; c++)
        out += `<rect x="${x + 20 + c * ((width - 60) / 2)}" y="${y - 8}" width="22" height="12" rx="4" fill="#cfd3d8" stroke="#7d838a" stroke-width="2"/>`;
    } else {
      out += `<rect x="${x - 4}" y="${n(y + 40)}" width="${width + 8}" height="12" rx="5" fill="${ACCESSORY_TINTS[Math.floor(rnd() * 3)]}"/>`;
    }
  }
  return out;
}

function accessory(kind: Accessory, tint: string): string {
  const light = shade(tint, 0.35);
  switch (kind) {
    case 'bonnet': {
      let frill = '';
      for (let x = 150; x <= 450; x += 20) frill += `<circle cx="${x}" cy="392" r="14" fill="${light}"/>`;
      return `<path d="M140 380 Q150 150 300 140 Q450 150 460 380 Z" fill="${tint}"/>${frill}<path d="M200 220 Q260 170 340 175" stroke="#fff" stroke-opacity=".45" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    }
    case 'brosse': {
      let bristles = '';
      for (let r = 0; r < 6; r++)
        for (let c = 0; c < 4; c++)
          bristles += `<circle cx="${255 + c * 30}" cy="${130 + r * 30}" r="6" fill="${light}"/>`;
      return `<rect x="270" y="310" width="60" height="200" rx="28" fill="${shade(tint, -0.3)}"/><ellipse cx="300" cy="205" rx="85" ry="120" fill="${tint}"/>${bristles}`;
    }
    case 'peigne': {
      let teeth = '';
      for (let x = 150; x <= 450; x += 16)
        teeth += `<rect x="${x}" y="300" width="8" height="${x < 300 ? 110 : 80}" rx="3" fill="${tint}"/>`;
      return `<rect x="130" y="250" width="340" height="60" rx="20" fill="${tint}"/>${teeth}<rect x="150" y="262" width="300" height="10" rx="5" fill="${light}"/>`;
    }
    case 'bandeau':
      return `<ellipse cx="300" cy="300" rx="170" ry="120" fill="none" stroke="${tint}" stroke-width="56"/><ellipse cx="300" cy="292" rx="170" ry="116" fill="none" stroke="${light}" stroke-width="10" stroke-dasharray="26 18"/>`;
    case 'flacon':
      return `<rect x="230" y="200" width="140" height="280" rx="30" fill="${tint}"/><rect x="262" y="140" width="76" height="70" rx="10" fill="${shade(tint, -0.4)}"/><rect x="252" y="270" width="96" height="120" rx="12" fill="${light}"/><path d="M300 100 Q320 130 300 140 Q280 130 300 100 Z" fill="${light}"/>`;
    case 'tete':
      return `<rect x="200" y="470" width="200" height="40" rx="10" fill="${shade(tint, -0.3)}"/><path d="M262 380 L255 470 L345 470 L338 380 Z" fill="#e9d8c4"/><ellipse cx="300" cy="280" rx="95" ry="125" fill="#efe2d2"/><ellipse cx="300" cy="190" rx="80" ry="40" fill="${tint}" fill-opacity=".25"/>`;
  }
}

const VIEWS = ['', 'translate(300 300) scale(1.3) translate(-300 -270)', 'translate(600 0) scale(-1 1)'];

export function drawProductSvg(spec: ImageSpec, size: number): string {
  const rnd = random(spec.seed * 7 + spec.view + 1);
  const [bgFrom, bgTo] = BACKGROUNDS[(spec.seed + spec.view * 3) % BACKGROUNDS.length]!;
  const [top, bottom] = hairColors(spec);
  // Strands take their colour from where they are: plain, or an ombré from top to bottom.
  const palette = ['url(#h0)', 'url(#h1)', 'url(#h2)', 'url(#h0)'];
  const strandGradients = [0, 0.25, -0.3]
    .map(
      (k, i) =>
        `<linearGradient id="h${i}" gradientUnits="userSpaceOnUse" x1="0" y1="120" x2="0" y2="540"><stop offset=".35" stop-color="${shade(top, k)}"/><stop offset="1" stop-color="${shade(bottom, k)}"/></linearGradient>`,
    )
    .join('');
  const texture = spec.texture ?? 'lisse';
  let bokeh = '';
  for (let i = 0; i < 6; i++) {
    bokeh += `<circle cx="${n(rnd() * 600)}" cy="${n(rnd() * 600)}" r="${n(30 + rnd() * 70)}" fill="#fff" fill-opacity="${n(0.08 + rnd() * 0.12)}"/>`;
  }
  const subject =
    spec.category === 'Perruques'
      ? wig(spec, rnd, texture, palette)
      : spec.category === 'Accessoires'
        ? accessory(spec.accessory ?? 'bonnet', ACCESSORY_TINTS[spec.seed % ACCESSORY_TINTS.length]!)
        : bundles(spec, rnd, texture, palette, shade(top, -0.35), spec.category === 'Extensions');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="hair" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".45" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${strandGradients}</defs>
<rect width="600" height="600" fill="url(#bg)"/><rect width="600" height="600" fill="url(#glow)"/>${bokeh}
<ellipse cx="300" cy="560" rx="220" ry="24" fill="#000" fill-opacity=".1"/>
<g transform="${VIEWS[spec.view % VIEWS.length]}">${subject}</g></svg>`;
}
