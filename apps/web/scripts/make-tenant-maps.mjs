// Writes, from the Census Bureau's boundaries (the npm package us-atlas, counties-10m.json):
// - the home page's map images, public/tenants/<code>/map-1.svg ... map-6.svg, for every tenant;
// - the county list of every tenant's state, packages/domain/src/tenants/counties/<code>.ts, which the
//   server's migration seeds into the counties table (so the server never needs us-atlas at run time).
//
// Run: npm run make:maps -w apps/web   (or from the root: npx tsx apps/web/scripts/make-tenant-maps.mjs)
// (tsx only so that the tenant data can be read from packages/domain; the script itself is plain JS.)
//
// us-atlas, topojson-client and d3-geo are devDependencies of apps/web used here only, never in the bundle.
// Only the regional towns (the training regions' centres) are written here; every line drawn is the Bureau's.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TENANTS } from '@registry/domain';
import { geoCentroid, geoConicConformal, geoContains, geoDistance, geoPath } from 'd3-geo';
import { feature, merge, mesh } from 'topojson-client';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', 'public', 'tenants');
const COUNTIES_OUT = join(HERE, '..', '..', '..', 'packages', 'domain', 'src', 'tenants', 'counties');
const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'));

const W = 640;
const H = 520;
const FONT = "'Public Sans', 'Segoe UI', Arial, sans-serif";
/** Below this rendered width (a phone) the town labels and the legend go and the map and title grow. */
const NARROW_PX = 460;

/** States and territories outside the contiguous United States (jh's map). */
const NOT_CONTIGUOUS = new Set(['02', '15', '60', '66', '69', '72', '78']);

/**
 * Per tenant: the area's heading, the unit it is divided into, and the towns that head its training
 * regions ([name, longitude, latitude, where its label goes if not the default]); the state itself comes
 * from tenant.serviceArea.stateFips.
 */
const AREAS = {
  al: {
    capital: 'Montgomery',
    towns: [
      ['Huntsville', -86.59, 34.73],
      ['Fort Payne', -85.72, 34.44],
      ['Birmingham', -86.8, 33.52, 'above'],
      ['Talladega', -86.1, 33.44, 'right'],
      ['Tuscaloosa', -87.57, 33.21, 'below'],
      ['Montgomery', -86.3, 32.37],
      ['Opelika', -85.38, 32.65, 'right'],
      ['Dothan', -85.39, 31.22],
      ['Mobile', -88.04, 30.69],
    ],
  },
  tn: {
    capital: 'Nashville',
    towns: [
      ['Memphis', -90.05, 35.15],
      ['Jackson', -88.81, 35.61],
      ['Clarksville', -87.36, 36.53],
      ['Nashville', -86.78, 36.16, 'above'],
      ['Columbia', -87.04, 35.62, 'below'],
      ['Murfreesboro', -86.39, 35.85, 'right'],
      ['Cookeville', -85.5, 36.16],
      ['Chattanooga', -85.31, 35.05, 'above'],
      ['Knoxville', -83.92, 35.96],
      ['Johnson City', -82.35, 36.31],
    ],
  },
  // jh is a generic demo deployment, not a state: the contiguous United States, divided into states,
  // with large cities as the regional centres.
  jh: {
    capital: null,
    towns: [
      ['Seattle', -122.33, 47.61],
      ['Los Angeles', -118.24, 34.05],
      ['Denver', -104.99, 39.74],
      ['Dallas', -96.8, 32.78],
      ['Chicago', -87.63, 41.88],
      ['Atlanta', -84.39, 33.75],
      ['New York', -74.01, 40.71],
    ],
  },
};

// ---------------------------------------------------------------- geography

/** The tenant's area: its outline, the units it is divided into (counties, or states for jh). */
function geography(tenant) {
  const fips = tenant.serviceArea.stateFips;
  if (fips) {
    const units = topology.objects.counties.geometries.filter((g) => g.id.slice(0, 2) === fips);
    const state = topology.objects.states.geometries.find((g) => g.id === fips);
    return {
      kicker: tenant.serviceArea.name.toUpperCase(),
      unit: { singular: 'county', plural: 'counties' },
      unitsHeading: `${units.length} counties`,
      units,
      outline: feature(topology, state),
    };
  }
  const units = topology.objects.states.geometries.filter((g) => !NOT_CONTIGUOUS.has(g.id));
  return {
    kicker: 'UNITED STATES',
    unit: { singular: 'state', plural: 'states' },
    unitsHeading: 'The lower 48 states',
    units,
    outline: merge(topology, units),
  };
}

/** A conformal conic centred on the area, fitted into `box`. */
function projectionFor(outline, box) {
  const [lon, lat] = geoCentroid(outline);
  const [[, south], [, north]] = geoPath().bounds(outline);
  return geoConicConformal()
    .rotate([-lon, 0])
    .center([0, lat])
    .parallels([south + (north - south) / 6, north - (north - south) / 6])
    .fitExtent(
      [
        [box.x, box.y],
        [box.x + box.w, box.y + box.h],
      ],
      outline,
    )
    .precision(0.2);
}

/**
 * A stream that drops a projected point closer than `tolerance` pixels to the last one kept (the last point
 * of a line is always kept): the Bureau's 1:10m lines hold far more points than a 640-pixel map can show.
 */
function thinned(output, tolerance) {
  let last = null;
  let pending = null;
  const squared = tolerance * tolerance;
  return {
    point(x, y) {
      if (last === null || (x - last[0]) ** 2 + (y - last[1]) ** 2 >= squared) {
        output.point(x, y);
        last = [x, y];
        pending = null;
      } else {
        pending = [x, y];
      }
    },
    lineStart() {
      last = null;
      pending = null;
      output.lineStart();
    },
    lineEnd() {
      if (pending) output.point(pending[0], pending[1]);
      output.lineEnd();
    },
    polygonStart: () => output.polygonStart(),
    polygonEnd: () => output.polygonEnd(),
    sphere: () => output.sphere?.(),
  };
}

/** Rounds path coordinates to one decimal: a tenth of a pixel is finer than the eye, and the file is smaller. */
function round(d) {
  return d ? d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10)) : '';
}

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
  const area = AREAS[tenant.code];
  const geo = geography(tenant);
  const primary = tenant.theme.primary;
  const secondary = tenant.theme.secondary;
  const ink = mix(primary, '#000000', 0.55);

  // A tall area leaves room for a legend on the right; a wide one below the map.
  const trial = projectionFor(geo.outline, { x: 0, y: 0, w: 1000, h: 1000 });
  const [[tx0, ty0], [tx1, ty1]] = geoPath(trial).bounds(geo.outline);
  const wide = (tx1 - tx0) / (ty1 - ty0) > 1.3;
  // A wide map takes the full width, as tall as its shape makes it, with the legend just below.
  const wideHeight = Math.min(262, ((W - 60) * (ty1 - ty0)) / (tx1 - tx0));
  const mapBox = wide
    ? {
        x: 30,
        y: 96 + (400 - wideHeight - 36 - Math.ceil(area.towns.length / 3) * 28) / 2,
        w: W - 60,
        h: wideHeight,
      }
    : { x: 30, y: 88, w: 350, h: 410 };
  const legendBox = wide
    ? { x: 36, y: mapBox.y + mapBox.h + 36, w: W - 72, h: 116 }
    : { x: 404, y: 120, w: 210, h: 360 };
  const projection = projectionFor(geo.outline, mapBox);
  const path = geoPath({ stream: (output) => projection.stream(thinned(output, 0.9)) });
  const d = (object) => round(path(object));
  const [[bx0, by0], [bx1, by1]] = path.bounds(geo.outline);
  const box = { x: bx0, y: by0, w: bx1 - bx0, h: by1 - by0 };

  // On a phone the map alone fills the card below the title (the legend and labels are hidden there).
  const phoneBox = { x: 24, y: 112, w: W - 48, h: H - 136 };
  const phoneScale = Math.min(phoneBox.w / box.w, phoneBox.h / box.h);
  const phoneX = phoneBox.x + (phoneBox.w - box.w * phoneScale) / 2 - box.x * phoneScale;
  const phoneY = phoneBox.y + (phoneBox.h - box.h * phoneScale) / 2 - box.y * phoneScale;

  const towns = area.towns.map(([name, lon, lat, side]) => ({
    name,
    side,
    lonLat: [lon, lat],
    at: projection([lon, lat]),
  }));
  const capital = towns.find((town) => town.name === area.capital);

  // Each unit belongs to the region of the town nearest its centre; units holding a town are marked.
  const unitFeatures = geo.units.map((g) => feature(topology, g));
  const regionOf = new Map(
    geo.units.map((g, i) => {
      const centre = geoCentroid(unitFeatures[i]);
      const nearest = towns.reduce(
        (best, town, index) => {
          const distance = geoDistance(centre, town.lonLat);
          return distance < best.distance ? { distance, index } : best;
        },
        { distance: Infinity, index: 0 },
      );
      return [g, nearest.index];
    }),
  );
  const hasSite = geo.units.map((_, i) => towns.some((town) => geoContains(unitFeatures[i], town.lonLat)));
  const regionShapes = towns.map((_, index) =>
    merge(
      topology,
      geo.units.filter((g) => regionOf.get(g) === index),
    ),
  );
  const collection = { type: 'GeometryCollection', geometries: geo.units };
  const unitLines = d(mesh(topology, collection, (a, b) => a !== b));
  const regionLines = d(mesh(topology, collection, (a, b) => a !== b && regionOf.get(a) !== regionOf.get(b)));
  const outline = d(geo.outline);
  const palette = towns.map((_, i) =>
    i % 2 === 0
      ? mix(primary, '#ffffff', 0.3 + ((i * 0.13) % 0.45))
      : mix(secondary, '#ffffff', 0.35 + ((i * 0.11) % 0.4)),
  );

  const style = `
  <style>
    .map { transform-origin: 0 0; }
    @media (max-width: ${NARROW_PX}px) {
      .detail { display: none; }
      .map { transform: translate(${phoneX.toFixed(1)}px, ${phoneY.toFixed(1)}px) scale(${phoneScale.toFixed(4)}); }
      .kicker { font-size: 22px; }
      .heading { font-size: 36px; transform: translateY(12px); }
    }
  </style>`;

  const defs = `
  <defs>
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

  const title = (heading) => `
  <text class="kicker" x="36" y="44" font-family="${FONT}" font-size="14" font-weight="700" letter-spacing="2.5" fill="${primary}">${escapeXml(geo.kicker)}</text>
  <text class="heading" x="36" y="72" font-family="${FONT}" font-size="24" font-weight="800" fill="${ink}">${escapeXml(heading)}</text>`;

  const stateShape = (fill) =>
    `<path d="${outline}" fill="${fill}" stroke="${primary}" stroke-width="2.5" stroke-linejoin="round" filter="url(#shadow)"/>`;
  const stateStroke = `<path d="${outline}" fill="none" stroke="${primary}" stroke-width="2.5" stroke-linejoin="round"/>`;
  const faintUnits = `<path d="${unitLines}" fill="none" stroke="${mix(primary, '#ffffff', 0.6)}" stroke-width="0.7" stroke-linejoin="round"/>`;

  const label = (town, { bold = false, size = 13 } = {}) => {
    const [x, y] = town.at;
    const side =
      town.side ?? (x > box.x + box.w * 0.78 ? 'left' : x < box.x + box.w * 0.22 ? 'right' : 'above');
    const anchor = { left: 'end', right: 'start', above: 'middle', below: 'middle' }[side];
    const dx = { left: -9, right: 9, above: 0, below: 0 }[side];
    const dy = { left: 4.5, right: 4.5, above: -11, below: 20 }[side];
    return `<text class="detail" x="${(x + dx).toFixed(1)}" y="${(y + dy).toFixed(1)}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="${bold ? 800 : 650}" fill="${ink}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escapeXml(town.name)}</text>`;
  };
  const dot = (town, r, attributes) =>
    `<circle cx="${town.at[0].toFixed(1)}" cy="${town.at[1].toFixed(1)}" r="${r}" ${attributes}/>`;

  const star = (cx, cy, r) => {
    const points = [];
    for (let i = 0; i < 10; i++) {
      const radius = i % 2 === 0 ? r : r * 0.45;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push(
        `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
      );
    }
    return `<path d="M${points.join('L')}Z" fill="${secondary}" stroke="#ffffff" stroke-width="1.5"/>`;
  };

  const legend = (items) => {
    const columns = wide ? 3 : 1;
    const rowsPerColumn = Math.ceil(items.length / columns);
    const colWidth = legendBox.w / columns;
    return `<g class="detail">${items
      .map((item, i) => {
        const col = Math.floor(i / rowsPerColumn);
        const row = i % rowsPerColumn;
        const x = legendBox.x + col * colWidth;
        const y = legendBox.y + row * (wide ? 28 : 34);
        return `<g><rect x="${x}" y="${y}" width="18" height="18" rx="4" fill="${item.color}" stroke="${item.stroke ?? 'none'}" stroke-width="1.5"/>
      <text x="${x + 28}" y="${y + 14}" font-family="${FONT}" font-size="15" font-weight="600" fill="${ink}">${escapeXml(item.text)}</text></g>`;
      })
      .join('\n  ')}</g>`;
  };

  const svg = (heading, map, legendItems) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${style}${defs}${background}${title(heading)}
  <g class="map">${map}</g>
  ${legend(legendItems)}
</svg>
`;

  const unitWord = geo.unit.singular;
  const maps = [];

  // 1. The area: outline, its units faintly, the capital and the regions' towns.
  maps.push(
    svg(
      `Serving every ${unitWord}`,
      `${stateShape(mix(primary, '#ffffff', 0.86))}
  ${faintUnits}
  ${stateStroke}
  ${towns
    .filter((t) => t !== capital)
    .map((t) => dot(t, 4, `fill="${ink}"`))
    .join('')}
  ${towns
    .filter((t) => t !== capital)
    .map((t) => label(t))
    .join('')}
  ${capital ? star(capital.at[0], capital.at[1], 11) + label(capital, { bold: true, size: 14 }) : ''}`,
      [
        ...(capital ? [{ color: secondary, text: 'State capital' }] : []),
        { color: ink, text: 'Regional center' },
        {
          color: mix(primary, '#ffffff', 0.86),
          text: `${geo.unit.singular[0].toUpperCase()}${geo.unit.singular.slice(1)} line`,
          stroke: mix(primary, '#ffffff', 0.5),
        },
      ],
    ),
  );

  // 2. Training regions: the units of each region merged.
  maps.push(
    svg(
      'Training regions',
      `${stateShape('#ffffff')}
  ${regionShapes.map((shape, i) => `<path d="${d(shape)}" fill="${palette[i]}" stroke="#ffffff" stroke-width="2.5" stroke-linejoin="round"/>`).join('')}
  ${stateStroke}
  ${towns.map((t) => dot(t, 3.5, `fill="${ink}"`)).join('')}
  ${towns.map((t) => label(t, { bold: true })).join('')}`,
      towns.map((t, i) => ({ color: palette[i], text: `${t.name} region` })),
    ),
  );

  // 3. The units, marking those with a training site.
  const plain = mix(primary, '#ffffff', 0.78);
  const marked = mix(secondary, '#ffffff', 0.4);
  maps.push(
    svg(
      geo.unitsHeading,
      `${stateShape(plain)}
  ${unitFeatures.map((f, i) => (hasSite[i] ? `<path d="${d(f)}" fill="${marked}"/>` : '')).join('')}
  <path d="${unitLines}" fill="none" stroke="#ffffff" stroke-width="1.2" stroke-linejoin="round"/>
  ${stateStroke}`,
      [
        {
          color: plain,
          text: `${geo.unit.singular[0].toUpperCase()}${geo.unit.singular.slice(1)}`,
          stroke: '#ffffff',
        },
        {
          color: marked,
          text: `${geo.unit.singular[0].toUpperCase()}${geo.unit.singular.slice(1)} with a training site`,
        },
      ],
    ),
  );

  // 4. Training sites, within the regions' boundaries.
  maps.push(
    svg(
      'Training sites',
      `${stateShape(mix(primary, '#ffffff', 0.9))}
  ${faintUnits}
  <path d="${regionLines}" fill="none" stroke="${mix(primary, '#ffffff', 0.35)}" stroke-width="1.6" stroke-dasharray="5 4" stroke-linejoin="round"/>
  ${stateStroke}
  ${towns.map((t) => dot(t, 16, `fill="${secondary}" opacity="0.16"`) + dot(t, 7.5, `fill="${secondary}" stroke="#ffffff" stroke-width="2.5"`)).join('')}
  ${towns.map((t) => label(t)).join('')}`,
      [
        { color: secondary, text: 'Training site' },
        { color: mix(primary, '#ffffff', 0.35), text: 'Region boundary' },
      ],
    ),
  );

  // 5. Neighbouring sites linked: each town to its two nearest.
  const links = new Set();
  towns.forEach((town, i) => {
    towns
      .map((other, j) => ({ j, d: geoDistance(other.lonLat, town.lonLat) }))
      .filter((entry) => entry.j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2)
      .forEach((entry) => links.add([Math.min(i, entry.j), Math.max(i, entry.j)].join('-')));
  });
  maps.push(
    svg(
      'A connected workforce',
      `${stateShape(mix(secondary, '#ffffff', 0.9))}
  ${faintUnits}
  ${stateStroke}
  ${[...links]
    .map((key) => {
      const [a, b] = key.split('-').map(Number);
      return `<path d="M${towns[a].at.map((v) => v.toFixed(1)).join(',')}L${towns[b].at.map((v) => v.toFixed(1)).join(',')}" stroke="${primary}" stroke-width="3" stroke-dasharray="1 7" stroke-linecap="round"/>`;
    })
    .join('')}
  ${towns.map((t) => dot(t, 7, `fill="#ffffff" stroke="${primary}" stroke-width="3"`)).join('')}
  ${towns.map((t) => label(t)).join('')}`,
      [
        { color: '#ffffff', text: 'Training site', stroke: primary },
        { color: primary, text: 'Neighboring sites' },
      ],
    ),
  );

  // 6. Units coloured by the region they belong to.
  maps.push(
    svg(
      `${geo.unit.plural[0].toUpperCase()}${geo.unit.plural.slice(1)} by region`,
      `${stateShape('#ffffff')}
  ${regionShapes.map((shape, i) => `<path d="${d(shape)}" fill="${palette[i]}"/>`).join('')}
  <path d="${unitLines}" fill="none" stroke="#ffffff" stroke-width="1" stroke-linejoin="round"/>
  <path d="${regionLines}" fill="none" stroke="${ink}" stroke-width="1.4" stroke-linejoin="round" opacity="0.55"/>
  ${stateStroke}
  ${capital ? star(capital.at[0], capital.at[1], 10) : ''}`,
      towns.map((t, i) => ({ color: palette[i], text: t.name })),
    ),
  );

  return maps;
}

/** The county list of a state, as a TypeScript module of packages/domain. */
function countyModule(tenant) {
  const fips = tenant.serviceArea.stateFips;
  const counties = topology.objects.counties.geometries
    .filter((g) => g.id.slice(0, 2) === fips)
    .map((g) => ({ fips: g.id, name: g.properties.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const name = `${tenant.code.toUpperCase()}_COUNTIES`;
  return `// Generated by apps/web/scripts/make-tenant-maps.mjs from the Census Bureau's boundaries (us-atlas
// counties-10m.json). Do not edit: run \`npm run make:maps -w apps/web\`.
import type { County } from './types.js';

/** The ${counties.length} counties of ${tenant.serviceArea.name} (state FIPS ${fips}), by name. */
export const ${name}: readonly County[] = [
${counties.map((c) => `  { fips: '${c.fips}', name: '${c.name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}' },`).join('\n')}
];
`;
}

for (const tenant of Object.values(TENANTS)) {
  const dir = join(OUT, tenant.code);
  mkdirSync(dir, { recursive: true });
  build(tenant).forEach((svg, index) => {
    const file = join(dir, `map-${index + 1}.svg`);
    writeFileSync(file, svg);
    console.log(`wrote ${file} (${svg.length} bytes)`);
  });
  if (tenant.serviceArea.stateFips) {
    const file = join(COUNTIES_OUT, `${tenant.code}.ts`);
    writeFileSync(file, countyModule(tenant));
    console.log(`wrote ${file}`);
  }
}
