// Writes the home page's map images, public/tenants/<code>/map-1.svg ... map-6.svg, for every tenant.
//
// Run: npm run make:maps -w apps/web   (or from the root: npx tsx apps/web/scripts/make-tenant-maps.mjs)
// (tsx only so that the tenant data can be read from packages/domain; the script itself is plain JS.)
//
// The maps are stylised placeholders drawn from a few dozen outline points and the training regions'
// towns; counties are a jittered pattern, not real boundaries. A state replaces them with its own art.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TENANTS } from '@registry/domain';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'tenants');
const W = 640;
const H = 520;
const FONT = "'Public Sans', 'Segoe UI', Arial, sans-serif";

/** Outlines as [longitude, latitude], clockwise; towns of the training regions; the county count. */
const GEOGRAPHY = {
  al: {
    area: 'ALABAMA',
    outline: [
      [-88.2, 35.0],
      [-85.61, 34.99],
      [-85.47, 34.3],
      [-85.18, 32.86],
      [-85.0, 32.51],
      [-84.96, 32.42],
      [-85.06, 32.13],
      [-85.05, 31.8],
      [-85.13, 31.54],
      [-85.05, 31.2],
      [-85.0, 31.0],
      [-86.2, 30.99],
      [-87.6, 31.0],
      [-87.42, 30.62],
      [-87.52, 30.28],
      [-88.02, 30.23],
      [-87.92, 30.42],
      [-88.0, 30.68],
      [-88.1, 30.45],
      [-88.4, 30.38],
      [-88.47, 31.9],
      [-88.1, 34.89],
    ],
    rivers: [
      [
        [-88.2, 34.9],
        [-87.6, 34.8],
        [-87.0, 34.62],
        [-86.35, 34.62],
        [-85.8, 34.85],
      ],
      [
        [-85.9, 34.2],
        [-86.3, 33.4],
        [-86.4, 32.6],
        [-87.0, 32.35],
        [-87.6, 31.9],
        [-87.95, 31.1],
        [-88.0, 30.7],
      ],
    ],
    capital: 'Montgomery',
    towns: [
      ['Huntsville', -86.59, 34.73],
      ['Fort Payne', -85.72, 34.44],
      ['Birmingham', -86.8, 33.52],
      ['Talladega', -86.1, 33.44],
      ['Tuscaloosa', -87.57, 33.21],
      ['Montgomery', -86.3, 32.37],
      ['Opelika', -85.38, 32.65],
      ['Dothan', -85.39, 31.22],
      ['Mobile', -88.04, 30.69],
    ],
    counties: 67,
  },
  tn: {
    area: 'TENNESSEE',
    outline: [
      [-89.53, 36.5],
      [-88.07, 36.5],
      [-88.05, 36.68],
      [-83.68, 36.6],
      [-81.68, 36.59],
      [-81.93, 36.29],
      [-82.03, 36.12],
      [-82.41, 36.07],
      [-82.62, 35.94],
      [-83.0, 35.77],
      [-83.5, 35.56],
      [-83.88, 35.5],
      [-84.02, 35.3],
      [-84.29, 35.23],
      [-84.32, 34.99],
      [-88.2, 35.0],
      [-90.31, 35.0],
      [-90.07, 35.13],
      [-90.05, 35.4],
      [-89.92, 35.68],
      [-89.7, 35.9],
      [-89.66, 36.1],
      [-89.54, 36.35],
    ],
    rivers: [
      [
        [-88.2, 35.0],
        [-88.2, 35.5],
        [-88.05, 36.0],
        [-88.1, 36.68],
      ],
      [
        [-83.5, 36.2],
        [-84.2, 35.7],
        [-85.3, 35.05],
        [-85.9, 35.0],
      ],
      [
        [-85.0, 36.5],
        [-86.0, 36.3],
        [-86.8, 36.17],
        [-87.4, 36.4],
        [-88.0, 36.65],
      ],
    ],
    capital: 'Nashville',
    towns: [
      ['Memphis', -90.05, 35.15],
      ['Jackson', -88.81, 35.61],
      ['Clarksville', -87.36, 36.53],
      ['Nashville', -86.78, 36.16],
      ['Columbia', -87.04, 35.62],
      ['Murfreesboro', -86.39, 35.85],
      ['Cookeville', -85.5, 36.16],
      ['Chattanooga', -85.31, 35.05],
      ['Knoxville', -83.92, 35.96],
      ['Johnson City', -82.35, 36.31],
    ],
    counties: 95,
  },
  jh: {
    area: 'SERVICE AREA',
    // A made-up state shape: jh is a generic deployment.
    outline: [
      [-95.0, 41.0],
      [-92.6, 41.1],
      [-91.9, 40.6],
      [-91.3, 40.75],
      [-90.8, 40.1],
      [-91.1, 39.3],
      [-90.7, 38.6],
      [-91.5, 38.1],
      [-92.4, 38.25],
      [-93.1, 37.8],
      [-94.2, 38.0],
      [-94.6, 38.7],
      [-95.3, 39.1],
      [-95.15, 39.9],
    ],
    rivers: [
      [
        [-95.0, 40.4],
        [-94.1, 40.0],
        [-93.2, 39.7],
        [-92.2, 39.2],
        [-91.2, 38.9],
      ],
      [
        [-92.6, 41.05],
        [-92.7, 40.3],
        [-93.2, 39.7],
      ],
    ],
    capital: 'Springfield',
    towns: [
      ['Springfield', -92.9, 39.55],
      ['Riverton', -94.3, 40.45],
      ['Lakeside', -91.9, 40.25],
      ['Fairview', -94.5, 38.6],
      ['Cedar Falls', -91.6, 38.6],
      ['Hillcrest', -93.3, 40.6],
    ],
    counties: 48,
  },
};

// ---------------------------------------------------------------- small geometry toolkit

function mulberry32(seed) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fits lon/lat into a box, with longitudes shrunk by the cosine of the mean latitude. */
function projection(outline, box) {
  const lats = outline.map((p) => p[1]);
  const lons = outline.map((p) => p[0]);
  const k = Math.cos((((Math.min(...lats) + Math.max(...lats)) / 2) * Math.PI) / 180);
  const minX = Math.min(...lons) * k;
  const maxX = Math.max(...lons) * k;
  const minY = -Math.max(...lats);
  const maxY = -Math.min(...lats);
  const scale = Math.min(box.w / (maxX - minX), box.h / (maxY - minY));
  const offX = box.x + (box.w - (maxX - minX) * scale) / 2;
  const offY = box.y + (box.h - (maxY - minY) * scale) / 2;
  return ([lon, lat]) => [offX + (lon * k - minX) * scale, offY + (-lat - minY) * scale];
}

function bounds(points) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
}

/** Keeps the part of a convex polygon on the side of the bisector nearer to `a` (Sutherland-Hodgman). */
function clipToHalfPlane(polygon, a, b) {
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  const nx = b[0] - a[0];
  const ny = b[1] - a[1];
  const side = (p) => (p[0] - mx) * nx + (p[1] - my) * ny; // < 0: a's side
  const out = [];
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i];
    const q = polygon[(i + 1) % polygon.length];
    const sp = side(p);
    const sq = side(q);
    if (sp <= 0) out.push(p);
    if ((sp < 0 && sq > 0) || (sp > 0 && sq < 0)) {
      const t = sp / (sp - sq);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return out;
}

/** Voronoi cells of `sites` inside the rectangle `box`. */
function voronoi(sites, box) {
  const frame = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x + box.w, box.y + box.h],
    [box.x, box.y + box.h],
  ];
  return sites.map((site) =>
    sites.reduce((cell, other) => (other === site ? cell : clipToHalfPlane(cell, site, other)), frame),
  );
}

const path = (points) => `M${points.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join('L')}Z`;
const line = (points) => `M${points.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join('L')}`;

function mix(hex, withHex, amount) {
  const parse = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const a = parse(hex);
  const b = parse(withHex);
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i] - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---------------------------------------------------------------- drawing

function build(tenant) {
  const geo = GEOGRAPHY[tenant.code];
  const primary = tenant.theme.primary;
  const secondary = tenant.theme.secondary;
  const ink = mix(primary, '#000000', 0.55);
  const random = mulberry32(tenant.code.charCodeAt(0) * 97 + tenant.code.charCodeAt(1));

  // A tall state leaves room for a legend on the right; a wide one below the map.
  const raw = projection(geo.outline, { x: 0, y: 0, w: 1000, h: 1000 });
  const rawBounds = bounds(geo.outline.map(raw));
  const wide = rawBounds.w / rawBounds.h > 1.6;
  const mapBox = wide ? { x: 30, y: 92, w: W - 60, h: 250 } : { x: 36, y: 84, w: 340, h: 410 };
  const project = projection(geo.outline, mapBox);
  const outline = geo.outline.map(project);
  const box = bounds(outline);
  const towns = geo.towns.map(([name, lon, lat]) => ({ name, at: project([lon, lat]) }));
  const legendBox = wide ? { x: 36, y: 372, w: W - 72, h: 120 } : { x: 410, y: 120, w: 200, h: 360 };

  // Counties: a jittered grid of seeds; each county also belongs to the region of its nearest town.
  const aspect = box.w / box.h;
  const rows = Math.max(2, Math.round(Math.sqrt(geo.counties / aspect) * 1.05));
  const cols = Math.max(2, Math.round((geo.counties * 1.05) / rows) + 1);
  const seeds = [];
  for (let r = 0; r < rows + 2; r++) {
    for (let c = 0; c < cols + 2; c++) {
      const x = box.x + ((c - 0.5 + (random() - 0.5) * 0.7) / cols) * box.w;
      const y = box.y + ((r - 0.5 + (random() - 0.5) * 0.7) / rows) * box.h;
      seeds.push([x, y]);
    }
  }
  const frame = { x: box.x - 40, y: box.y - 40, w: box.w + 80, h: box.h + 80 };
  const countyCells = voronoi(seeds, frame);
  const regionCells = voronoi(
    towns.map((town) => town.at),
    frame,
  );
  const nearestTown = (point) =>
    towns.reduce(
      (best, town, index) => {
        const d = (town.at[0] - point[0]) ** 2 + (town.at[1] - point[1]) ** 2;
        return d < best.d ? { d, index } : best;
      },
      { d: Infinity, index: 0 },
    ).index;
  const palette = towns.map((_, i) =>
    i % 2 === 0
      ? mix(primary, '#ffffff', 0.3 + ((i * 0.13) % 0.45))
      : mix(secondary, '#ffffff', 0.35 + ((i * 0.11) % 0.4)),
  );

  const defs = `
  <defs>
    <clipPath id="state"><path d="${path(outline)}"/></clipPath>
    <pattern id="dots" width="14" height="14" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.1" fill="${mix(primary, '#ffffff', 0.82)}"/>
    </pattern>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="120%">
      <feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="${ink}" flood-opacity="0.18"/>
    </filter>
  </defs>`;

  const background = `
  <rect width="${W}" height="${H}" fill="#f8fafc"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>`;

  const title = (kicker, heading) => `
  <text x="36" y="44" font-family="${FONT}" font-size="13" font-weight="700" letter-spacing="2.5" fill="${primary}">${escapeXml(kicker)}</text>
  <text x="36" y="70" font-family="${FONT}" font-size="22" font-weight="800" fill="${ink}">${escapeXml(heading)}</text>`;

  const stateShape = (fill) =>
    `<path d="${path(outline)}" fill="${fill}" stroke="${primary}" stroke-width="3" stroke-linejoin="round" filter="url(#shadow)"/>`;
  const stateStroke = `<path d="${path(outline)}" fill="none" stroke="${primary}" stroke-width="3" stroke-linejoin="round"/>`;
  const rivers = geo.rivers
    .map(
      (river) =>
        `<path d="${line(river.map(project))}" fill="none" stroke="#7fb3d5" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>`,
    )
    .join('');

  const label = (town, { bold = false, size = 11.5 } = {}) => {
    const [x, y] = town.at;
    const anchor = x > box.x + box.w * 0.78 ? 'end' : x < box.x + box.w * 0.22 ? 'start' : 'middle';
    const dx = anchor === 'end' ? -8 : anchor === 'start' ? 8 : 0;
    const dy = anchor === 'middle' ? -10 : 4;
    return `<text x="${(x + dx).toFixed(1)}" y="${(y + dy).toFixed(1)}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="${bold ? 800 : 650}" fill="${ink}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escapeXml(town.name)}</text>`;
  };

  const capital = towns.find((town) => town.name === geo.capital);
  const star = (cx, cy, r) => {
    const points = [];
    for (let i = 0; i < 10; i++) {
      const radius = i % 2 === 0 ? r : r * 0.45;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
    }
    return `<path d="${path(points)}" fill="${secondary}" stroke="#ffffff" stroke-width="1.5"/>`;
  };

  const legend = (items) => {
    const columns = wide ? 3 : 1;
    const rowsPerColumn = Math.ceil(items.length / columns);
    const colWidth = legendBox.w / columns;
    return items
      .map((item, i) => {
        const col = Math.floor(i / rowsPerColumn);
        const row = i % rowsPerColumn;
        const x = legendBox.x + col * colWidth;
        const y = legendBox.y + row * (wide ? 26 : 30);
        return `<g><rect x="${x}" y="${y}" width="16" height="16" rx="4" fill="${item.color}" stroke="${item.stroke ?? 'none'}"/>
      <text x="${x + 26}" y="${y + 13}" font-family="${FONT}" font-size="13.5" font-weight="600" fill="${ink}">${escapeXml(item.text)}</text></g>`;
      })
      .join('\n  ');
  };

  const svg = (body) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${defs}${background}${body}\n</svg>\n`;

  const maps = [];

  // 1. The state: outline, rivers, capital and the regions' towns.
  maps.push(
    svg(`${title(geo.area, 'Serving every county')}
  ${stateShape(mix(primary, '#ffffff', 0.86))}
  <g clip-path="url(#state)">${rivers}</g>
  ${towns
    .filter((t) => t !== capital)
    .map((t) => `<circle cx="${t.at[0].toFixed(1)}" cy="${t.at[1].toFixed(1)}" r="3.5" fill="${ink}"/>`)
    .join('')}
  ${towns
    .filter((t) => t !== capital)
    .map((t) => label(t, { size: 11 }))
    .join('')}
  ${capital ? star(capital.at[0], capital.at[1], 10) + label(capital, { bold: true, size: 12.5 }) : ''}
  ${legend([
    { color: secondary, text: 'State capital' },
    { color: ink, text: 'Regional center' },
    { color: '#7fb3d5', text: 'Major rivers' },
  ])}`),
  );

  // 2. Training regions: one cell per regional town.
  maps.push(
    svg(`${title(geo.area, 'Training regions')}
  ${stateShape('#ffffff')}
  <g clip-path="url(#state)">${regionCells
    .map((cell, i) => `<path d="${path(cell)}" fill="${palette[i]}" stroke="#ffffff" stroke-width="2.5"/>`)
    .join('')}</g>
  ${stateStroke}
  ${towns.map((t) => label(t, { bold: true, size: 11 })).join('')}
  ${legend(towns.map((t, i) => ({ color: palette[i], text: `${t.name} region` })))}`),
  );

  // 3. Counties.
  // The county holding a town is the cell of the seed nearest to it (a Voronoi property).
  const nearestSeed = (point) =>
    seeds.reduce(
      (best, seed, index) => {
        const d = (seed[0] - point[0]) ** 2 + (seed[1] - point[1]) ** 2;
        return d < best.d ? { d, index } : best;
      },
      { d: Infinity, index: 0 },
    ).index;
  const highlighted = new Set(towns.map((town) => nearestSeed(town.at)));
  maps.push(
    svg(`${title(geo.area, `${geo.counties} counties`)}
  ${stateShape(mix(primary, '#ffffff', 0.8))}
  <g clip-path="url(#state)">${countyCells
    .map(
      (cell, i) =>
        `<path d="${path(cell)}" fill="${highlighted.has(i) ? mix(secondary, '#ffffff', 0.45) : mix(primary, '#ffffff', 0.78)}" stroke="#ffffff" stroke-width="1.3"/>`,
    )
    .join('')}</g>
  ${stateStroke}
  ${legend([
    { color: mix(primary, '#ffffff', 0.78), text: 'County', stroke: '#ffffff' },
    { color: mix(secondary, '#ffffff', 0.45), text: 'County with a training site' },
  ])}`),
  );

  // 4. Training sites.
  maps.push(
    svg(`${title(geo.area, 'Training sites')}
  ${stateShape(mix(primary, '#ffffff', 0.9))}
  <g clip-path="url(#state)">${regionCells
    .map(
      (cell) =>
        `<path d="${path(cell)}" fill="none" stroke="${mix(primary, '#ffffff', 0.55)}" stroke-width="1.2" stroke-dasharray="4 4"/>`,
    )
    .join('')}</g>
  ${stateStroke}
  ${towns
    .map(
      (
        t,
      ) => `<circle cx="${t.at[0].toFixed(1)}" cy="${t.at[1].toFixed(1)}" r="15" fill="${secondary}" opacity="0.16"/>
  <circle cx="${t.at[0].toFixed(1)}" cy="${t.at[1].toFixed(1)}" r="7" fill="${secondary}" stroke="#ffffff" stroke-width="2.5"/>`,
    )
    .join('')}
  ${towns.map((t) => label(t, { size: 11 })).join('')}
  ${legend([
    { color: secondary, text: 'Training site' },
    { color: mix(primary, '#ffffff', 0.55), text: 'Region boundary' },
  ])}`),
  );

  // 5. Neighbouring sites linked: each town to its two nearest.
  const links = new Set();
  towns.forEach((town, i) => {
    towns
      .map((other, j) => ({ j, d: (other.at[0] - town.at[0]) ** 2 + (other.at[1] - town.at[1]) ** 2 }))
      .filter((entry) => entry.j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2)
      .forEach((entry) => links.add([Math.min(i, entry.j), Math.max(i, entry.j)].join('-')));
  });
  maps.push(
    svg(`${title(geo.area, 'A connected workforce')}
  ${stateShape(mix(secondary, '#ffffff', 0.9))}
  <g clip-path="url(#state)">${rivers}</g>
  ${[...links]
    .map((key) => {
      const [a, b] = key.split('-').map(Number);
      return `<path d="${line([towns[a].at, towns[b].at])}" stroke="${primary}" stroke-width="2.5" stroke-dasharray="1 6" stroke-linecap="round"/>`;
    })
    .join('')}
  ${towns
    .map(
      (t) =>
        `<circle cx="${t.at[0].toFixed(1)}" cy="${t.at[1].toFixed(1)}" r="6.5" fill="#ffffff" stroke="${primary}" stroke-width="3"/>`,
    )
    .join('')}
  ${towns.map((t) => label(t, { size: 11 })).join('')}
  ${legend([
    { color: '#ffffff', text: 'Training site', stroke: primary },
    { color: primary, text: 'Neighboring sites' },
  ])}`),
  );

  // 6. Counties grouped by the region they belong to.
  maps.push(
    svg(`${title(geo.area, 'Counties by region')}
  ${stateShape('#ffffff')}
  <g clip-path="url(#state)">${countyCells
    .map(
      (cell, i) =>
        `<path d="${path(cell)}" fill="${palette[nearestTown(seeds[i])]}" stroke="#ffffff" stroke-width="1.2"/>`,
    )
    .join('')}</g>
  ${stateStroke}
  ${capital ? star(capital.at[0], capital.at[1], 9) : ''}
  ${legend(towns.map((t, i) => ({ color: palette[i], text: t.name })))}`),
  );

  return maps;
}

for (const tenant of Object.values(TENANTS)) {
  const dir = join(OUT, tenant.code);
  mkdirSync(dir, { recursive: true });
  build(tenant).forEach((svg, index) => {
    const file = join(dir, `map-${index + 1}.svg`);
    writeFileSync(file, svg);
    console.log(`wrote ${file} (${svg.length} bytes)`);
  });
}
