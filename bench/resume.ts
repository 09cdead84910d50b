/**
 * Resumes (issue 26): how fast the registry makes a resume's PDF, and the process's memory while it makes
 * BENCH_RESUMES (200) in a row, beside a floor measured in the same run. No database, no HTTP: the render
 * is the call's cost (GET /api/file/... and the edit that generates the file read a few rows besides).
 *
 * Product: renderResume (apps/server/src/modules/resume/resume-pdf.tsx) of realistic resumes, each another
 * person's (apps/server/test/resume-documents.ts): a description of about 150 words with lists and a link,
 * 4 education records, 5 jobs, 4 credentials, 3 community service records, 3 memberships, 3 references
 * (one a letter) and 10 training certificates, a third of the entries verified: two pages. Floor: the
 * same number of renders of a bare TenantDocument (the PDF module's page) holding the same text, one
 * paragraph per entry and one for the description: what laying out and writing that much text costs at
 * least with the registry's PDF library.
 *
 * One warm-up of each (20 renders), then BENCH_RUNS (3) runs alternating product and floor, each
 * BENCH_RESUMES renders one after another; resumes per second is the median of the runs. The peak RSS is
 * sampled after every render and every 10 ms, over all the product's runs (and the floor's apart). Targets:
 * at least 20 resumes a second, RSS under 200 MB. `npm run bench:resume` runs it with the server's own V8
 * flag (--max-semi-space-size=4, as `npm start`); the process's RSS includes tsx's own (printed at start).
 * Settings: BENCH_RESUMES, BENCH_RUNS, REGISTRY_TENANT (al). See bench/README.md.
 */
import { performance } from 'node:perf_hooks';
import { getTenant, type TenantCode } from '../packages/domain/src/index.js';
import { renderBlockDocument, type Block } from '../apps/server/src/platform/pdf/index.js';
import { renderResume, type ResumeDocument } from '../apps/server/src/modules/resume/index.js';
import { sampleResume } from '../apps/server/test/resume-documents.js';
import { mark, median, positive } from './grid-support.js';

const RESUMES = positive('BENCH_RESUMES', 200);
const RUNS = positive('BENCH_RUNS', 3);
const tenant = getTenant((process.env.REGISTRY_TENANT ?? 'al') as TenantCode);
const PER_SECOND = 20;
const RSS_MB = 200;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** The floor's document: the resume's text as plain paragraphs on the PDF module's page. */
function floorBlocks(resume: ResumeDocument): Block[] {
  const { person } = resume;
  const text = (html: string) =>
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  return [
    { heading: person.name },
    { paragraph: [person.email, person.phone, person.location].filter(Boolean).join(' \u00b7 ') },
    { paragraph: text(resume.descriptionHtml) },
    ...resume.sections.flatMap((section): Block[] => [
      { heading: section.title },
      ...section.entries.map((entry): Block => ({
        paragraph: [
          entry.title,
          entry.subtitle,
          entry.dates,
          ...entry.details,
          entry.certificate
            ? `Certificate ${entry.certificate.code} Verify at ${entry.certificate.verifyUrl}`
            : '',
        ]
          .filter(Boolean)
          .join(' \u00b7 '),
      })),
    ]),
  ];
}

/** The peak RSS while `work` runs: sampled every 10 ms and by `work` itself after each render. */
async function withPeakRss<T>(
  work: (sample: () => void) => Promise<T>,
): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 10);
  try {
    const result = await work(sample);
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Renders `count` documents in a row: per second, and the pages of the first. */
async function renderAll(
  count: number,
  render: (index: number) => Promise<Buffer>,
  sample: () => void = () => {},
): Promise<number> {
  const start = performance.now();
  for (let index = 0; index < count; index++) {
    await render(index);
    sample();
  }
  return count / ((performance.now() - start) / 1000);
}

const pagesOf = (bytes: Buffer) => bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

async function main() {
  const resumes = Array.from({ length: RESUMES }, (_, index) => sampleResume(tenant, index));
  const floors = resumes.map(floorBlocks);
  const product = (index: number) => renderResume(resumes[index % resumes.length]!);
  const floor = (index: number) =>
    renderBlockDocument({ tenant, title: 'Resume', blocks: floors[index % floors.length]! });

  const startRss = process.memoryUsage.rss();
  const sampleBytes = await product(0);
  const floorBytes = await floor(0);
  console.log(
    `Resumes: ${RESUMES} renders a run, ${RUNS} runs, tenant ${tenant.code}, NODE_ENV ${process.env.NODE_ENV ?? '(unset)'}; ` +
      `a resume is ${pagesOf(sampleBytes)} pages (${(sampleBytes.length / 1024).toFixed(0)} KB), ` +
      `the floor's ${pagesOf(floorBytes)} (${(floorBytes.length / 1024).toFixed(0)} KB); RSS at start ${mb(startRss).toFixed(0)} MB`,
  );
  await renderAll(20, product);
  await renderAll(20, floor);

  const runs: { product: number; floor: number }[] = [];
  let productPeak = 0;
  let floorPeak = 0;
  for (let run = 0; run < RUNS; run++) {
    const p = await withPeakRss((sample) => renderAll(RESUMES, product, sample));
    const f = await withPeakRss((sample) => renderAll(RESUMES, floor, sample));
    productPeak = Math.max(productPeak, p.peak);
    floorPeak = Math.max(floorPeak, f.peak);
    runs.push({ product: p.result, floor: f.result });
    console.log(
      `  run ${run + 1}: resumes ${p.result.toFixed(1)}/s (peak RSS ${mb(p.peak).toFixed(0)} MB), ` +
        `floor ${f.result.toFixed(1)}/s (peak RSS ${mb(f.peak).toFixed(0)} MB)`,
    );
  }
  const perSecond = median(runs.map((r) => r.product));
  const floorPerSecond = median(runs.map((r) => r.floor));
  console.log('');
  console.log(
    `resume PDFs: ${perSecond.toFixed(1)} a second (${(1000 / perSecond).toFixed(1)} ms each), ` +
      `floor ${floorPerSecond.toFixed(1)} a second: ${(perSecond / floorPerSecond).toFixed(2)}x the floor's rate`,
  );
  console.log(
    `peak RSS: ${mb(productPeak).toFixed(0)} MB rendering resumes, ${mb(floorPeak).toFixed(0)} MB the floor`,
  );
  console.log(`target at least ${PER_SECOND} a second: ${mark(perSecond >= PER_SECOND)}`);
  console.log(`target RSS under ${RSS_MB} MB: ${mark(mb(productPeak) < RSS_MB)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
