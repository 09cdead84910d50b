// The tenant's logo (an SVG file of the web app's, tenant.logo.src) drawn in a PDF as vector shapes: react-pdf
// draws SVG only from its own elements (its Image takes PNG and JPEG), and the registry has no rasterizer.
/** @jsxRuntime automatic @jsxImportSource react */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Circle, Ellipse, G, Line, Path, Polygon, Polyline, Rect, Svg, Text } from '@react-pdf/renderer';
import { createElement, type ComponentType, type ReactElement } from 'react';

/** An element of the SVG file: its name, attributes and children (text as strings). */
interface SvgNode {
  name: string;
  attributes: Record<string, string>;
  children: (SvgNode | string)[];
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/**
 * The elements of an SVG document (the tenants' own logos: well-formed, no CDATA or doctype): a small reader
 * rather than an XML parser dependency for three files the project writes itself. Null when it holds no
 * <svg> element.
 */
export function parseSvg(source: string): SvgNode | null {
  const root: SvgNode = { name: '#root', attributes: {}, children: [] };
  const stack: SvgNode[] = [root];
  for (const match of source.matchAll(TOKEN)) {
    const [whole, closing, name, attributeText, selfClosing, text] = match;
    const parent = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (text.trim() !== '') parent.children.push(decode(text));
      continue;
    }
    if (name === undefined || whole.startsWith('<!--') || whole.startsWith('<?')) continue;
    if (closing) {
      if (stack.length > 1 && parent.name === name) stack.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, double, single] of (attributeText ?? '').matchAll(ATTRIBUTE))
      attributes[key!] = decode(double ?? single ?? '');
    const node: SvgNode = { name, attributes, children: [] };
    parent.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  const svg = root.children.find(
    (child): child is SvgNode => typeof child !== 'string' && child.name === 'svg',
  );
  return svg ?? null;
}

const SHAPES: Record<string, ComponentType<never>> = {
  g: G as ComponentType<never>,
  path: Path as ComponentType<never>,
  circle: Circle as ComponentType<never>,
  ellipse: Ellipse as ComponentType<never>,
  rect: Rect as ComponentType<never>,
  line: Line as ComponentType<never>,
  polyline: Polyline as ComponentType<never>,
  polygon: Polygon as ComponentType<never>,
};

/** The attributes react-pdf reads, by their camel-case names; a bold weight becomes Helvetica-Bold. */
function propsOf(attributes: Record<string, string>): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'id' || name === 'class' || name === 'style' || name.includes(':')) continue;
    if (name === 'font-family' || name === 'font-weight') continue;
    const key = name.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase());
    props[key] = /^-?\d*\.?\d+$/.test(value) ? Number(value) : value;
  }
  if (attributes['font-size'] !== undefined || attributes['font-weight'] !== undefined) {
    const weight = Number(attributes['font-weight'] ?? 400);
    props.fontFamily = weight >= 600 || attributes['font-weight'] === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
  }
  return props;
}

/** The react-pdf element of an SVG node; null for what it cannot draw (definitions, text along a path). */
function elementOf(node: SvgNode, key: number, inherited: Record<string, string>): ReactElement | null {
  if (node.name === 'text') {
    // Text along a path (<textPath>) has no place of its own: left out.
    const words = node.children
      .filter((child): child is string => typeof child === 'string')
      .join(' ')
      .trim();
    if (words === '') return null;
    const attributes = { ...inherited, ...node.attributes };
    return createElement(Text as ComponentType<never>, { key, ...propsOf(attributes) } as never, words);
  }
  const shape = SHAPES[node.name];
  if (shape === undefined) return null;
  // Font attributes of a group reach its text (react-pdf inherits the rest itself).
  const fonts = Object.fromEntries(
    Object.entries(node.attributes).filter(([name]) => name.startsWith('font')),
  );
  const children = node.children
    .map((child, index) =>
      typeof child === 'string' ? null : elementOf(child, index, { ...inherited, ...fonts }),
    )
    .filter((child) => child !== null);
  return createElement(shape, { key, ...propsOf(node.attributes) } as never, ...children);
}

/** The logo as a react-pdf <Svg> of the given size (points), from the SVG's own viewBox. */
export function SvgLogo({ svg, size }: { svg: SvgNode; size: number }) {
  const { viewBox, width, height } = svg.attributes;
  const box = viewBox ?? `0 0 ${width ?? size} ${height ?? size}`;
  const children = svg.children
    .map((child, index) => (typeof child === 'string' ? null : elementOf(child, index, {})))
    .filter((child) => child !== null);
  return (
    <Svg viewBox={box} width={size} height={size}>
      {children}
    </Svg>
  );
}

export type LogoSvg = SvgNode;

/**
 * The tenant's logo as the built web app serves it (`<webDistDir><logo.src>`): null when it is not there
 * (a server without the web app: the certificate shows the product name alone) or not an SVG.
 */
export async function readLogo(webDistDir: string, src: string): Promise<LogoSvg | null> {
  if (!src.endsWith('.svg')) return null;
  try {
    return parseSvg(await readFile(join(webDistDir, src), 'utf8'));
  } catch {
    return null;
  }
}
