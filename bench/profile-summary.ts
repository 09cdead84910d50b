/**
 * Summarises a V8 CPU profile (`node --cpu-prof` writes one .cpuprofile per process at exit): the
 * functions with the most self time and the most total time (self plus what they call), and self time
 * by package, as shares of the busy time (idle samples left out).
 *
 *   npx tsx bench/profile-summary.ts <file.cpuprofile> [--top=15] [--last=<seconds>]
 *
 * --last keeps only the samples of the profile's last seconds: run the load until the process is
 * stopped, and start-up (migrations, seeding, module loading) stays out of the figures.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds. */
  endTime: number;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const file = args.find((arg) => !arg.startsWith('--'));
if (file === undefined) {
  console.error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [--top=15] [--last=<seconds>]');
  process.exit(2);
}
const top = Number(option('top') ?? 15);
const last = option('last');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const from = last === undefined ? -Infinity : profile.endTime - Number(last) * 1e6;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const IDLE = new Set(['(idle)', '(root)']);
const functionKey = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

const self = new Map<string, number>();
const total = new Map<string, number>();
const packages = new Map<string, number>();
let busy = 0;
let all = 0;
let time = profile.startTime;
profile.samples.forEach((id, index) => {
  // timeDeltas[i] is the time between sample i-1 and sample i: the time sample i stands for.
  const micros = Math.max(0, profile.timeDeltas[index] ?? 0);
  time += profile.timeDeltas[index] ?? 0;
  if (time < from) return;
  all += micros;
  const node = byId.get(id);
  if (node === undefined || IDLE.has(node.callFrame.functionName)) return;
  busy += micros;
  add(self, functionKey(node.callFrame), micros);
  add(packages, packageOf(node.callFrame), micros);
  // Each function once per sample, however often it recurs on the stack.
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
    const frame = byId.get(current)?.callFrame;
    if (frame === undefined || frame.functionName === '(root)') continue;
    const key = functionKey(frame);
    if (!seen.has(key)) {
      seen.add(key);
      add(total, key, micros);
    }
  }
});

console.log(
  `${file}\nsampled ${(all / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s ` +
    `(${percent(busy, all)} of the wall time); shares below are of the busy time.\n`,
);
print('Self time', self);
print('Total time (self + callees)', total);
print('Self time by package', packages);

function print(title: string, values: Map<string, number>): void {
  console.log(title);
  const rows = [...values.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [key, micros] of rows) {
    console.log(
      `  ${percent(micros, busy).padStart(6)}  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
  console.log('');
}

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** node_modules/<package>, node:<builtin>, the app's own bundle, or V8's pseudo-frames. */
function packageOf(frame: CallFrame): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (match?.[1]) return match[1];
  if (frame.url.startsWith('node:')) return 'node (built-in)';
  if (frame.url === '') return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  return shortUrl(frame.url);
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '');
}

function percent(part: number, whole: number): string {
  return `${((part / whole) * 100).toFixed(1)}%`;
}
