import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getTenant, RESUME_SECTION_INFO, RESUME_SECTIONS, TENANT_CODES } from '@registry/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf.js';
import { sampleResume, sampleSections } from '../../../test/resume-documents.js';
import type { ResumeDocument, ResumeEntry } from './resume-document.js';
import { RESUME_PAGE, RESUME_PDF_TEXTS as T, renderResume } from './resume-pdf.js';

const al = getTenant('al');
const VERIFIED_NOTE = `${T.verified} : ${T.verifiedNote}`;

function resume(overrides: Partial<ResumeDocument> = {}): ResumeDocument {
  return { ...sampleResume(al), ...overrides };
}

const entry = (title: string, extra: Partial<ResumeEntry> = {}): ResumeEntry => ({
  title,
  subtitle: null,
  dates: '',
  details: [],
  verified: false,
  ...extra,
});

/** How often `needle` occurs in `text`. */
const count = (text: string, needle: string) => text.split(needle).length - 1;

interface Placed {
  text: string;
  x: number;
  right: number;
}

/** Every text run of every page with where it starts and ends across the page (points). */
async function textRuns(bytes: Buffer): Promise<Placed[][]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: join(
      dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts/',
    ),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: Placed[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.flatMap((item) =>
          'str' in item && item.str.trim() !== ''
            ? [
                {
                  text: item.str,
                  x: item.transform[4] as number,
                  right: (item.transform[4] as number) + item.width,
                },
              ]
            : [],
        ),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

describe('the resume PDF', () => {
  it.each(TENANT_CODES)(
    '%s: a full resume on at most two pages, in order, with its metadata',
    async (code) => {
      const tenant = getTenant(code);
      const document = sampleResume(tenant, 3);
      const { info, pages } = await readPdf(await renderResume(document));
      expect(info).toMatchObject({
        Title: 'My Resume',
        Author: document.person.name,
        Subject: T.subject,
        Creator: tenant.productName,
        Language: 'en-US',
      });
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(2);
      const text = pages.join(' ');
      // The name first, then the contact details.
      expect(
        text.startsWith(
          `${document.person.name} ${document.person.email} \u00b7 ${document.person.phone} \u00b7 ${document.person.location}`,
        ),
      ).toBe(true);
      // The sections in the given order, every entry in its section's order.
      const titles = document.sections.map((section) => section.title);
      const at = titles.map((title) => text.indexOf(title));
      expect(at.every((index) => index > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      for (const section of document.sections) {
        let from = text.indexOf(section.title);
        for (const { title } of section.entries) {
          const found = text.indexOf(title, from);
          expect(found, title).toBeGreaterThan(from);
          from = found;
        }
      }
      // Every page says where it came from.
      for (const page of pages) expect(page).toContain(T.footer(tenant.productName, 'November 28, 2026'));
    },
  );

  it('shows exactly the entries given: nothing of an omitted or empty section', async () => {
    const full = sampleSections();
    const education = full.find((section) => section.key === 'education')!;
    const references = full.find((section) => section.key === 'references')!;
    const document = resume({
      sections: [
        { ...education, entries: education.entries.slice(0, 2) },
        { key: 'memberships', title: RESUME_SECTION_INFO.memberships.title, entries: [] },
        references,
      ],
    });
    const { pages } = await readPdf(await renderResume(document));
    const text = pages.join(' ');
    for (const shown of [...education.entries.slice(0, 2), ...references.entries])
      expect(text).toContain(shown.title);
    for (const hidden of education.entries.slice(2)) expect(text).not.toContain(hidden.title);
    for (const key of RESUME_SECTIONS.filter((key) => key !== 'education' && key !== 'references'))
      expect(text).not.toContain(RESUME_SECTION_INFO[key].title);
    for (const section of full.filter((section) => !['education', 'references'].includes(section.key)))
      for (const omitted of section.entries) expect(text).not.toContain(omitted.title);
    // A reference: name, position and organization, phone, email and relationship; a letter says so.
    expect(text).toContain(
      'Dana Whitfield Director, Sunny Days Child Care \u00b7 (334) 555-0101 \u00b7 dana.whitfield@example.org \u00b7 Supervisor for four years',
    );
    expect(text).toContain(
      `Marcus Bell Education Coordinator, Head Start of Montgomery County \u00b7 ${T.letter}`,
    );
    expect(count(text, T.letter)).toBe(1);
  });

  it('marks the verified entries only, and explains the mark on every page', async () => {
    const document = resume({
      descriptionHtml: '',
      sections: [
        {
          key: 'employment',
          title: 'Work Experience',
          entries: [
            entry('Lead Teacher', { verified: true, dates: '06/2023 - present', subtitle: 'Sunny Days' }),
            entry('Assistant Teacher', { dates: '01/2019 - 05/2021', subtitle: 'Little Learners' }),
          ],
        },
        { key: 'education', title: 'Education', entries: [entry('CDA', { verified: true }), entry('GED')] },
      ],
    });
    const { pages } = await readPdf(await renderResume(document));
    expect(pages).toHaveLength(1);
    const [text] = pages as [string];
    expect(text).toContain(`Lead Teacher ${T.verified} 06/2023 - present Sunny Days`);
    expect(text).toContain('Assistant Teacher 01/2019 - 05/2021 Little Learners');
    // GED carries no mark: what follows it is the page footer's note.
    expect(text).toContain(`CDA ${T.verified} GED ${VERIFIED_NOTE}`);
    // Two marks and the note: drawn as real text (Helvetica has no check mark; the word prints).
    expect(count(text, T.verified)).toBe(3);
    expect(text).toContain(VERIFIED_NOTE);

    const none = await readPdf(
      await renderResume({
        ...document,
        sections: [{ key: 'education', title: 'Education', entries: [entry('GED')] }],
      }),
    );
    expect(none.pages.join(' ')).not.toContain(T.verified);
  });

  it('lists training certificates with their code and where to verify them', async () => {
    const certificates = sampleSections().find((section) => section.key === 'certificates')!;
    const { pages } = await readPdf(await renderResume(resume({ sections: [certificates] })));
    const text = pages.join(' ');
    for (const { title, dates, details, certificate } of certificates.entries)
      expect(text).toContain(
        `${title} ${T.verified} ${dates} ${details[0]} \u00b7 ${T.certificate(certificate!.code)} \u00b7 ${T.verifyAt(certificate!.verifyUrl)}`,
      );
  });

  it('prints the description with its formatting: styles, lists, links', async () => {
    const plain = await renderResume(resume({ descriptionHtml: '<p>Only plain text.</p>', sections: [] }));
    const styled = await renderResume(
      resume({
        descriptionHtml:
          '<p>I am an <strong>early childhood educator</strong> with <em>eleven years</em>, <u>accredited</u> ' +
          'and <b><i>bilingual</i></b>.</p><ul><li>Observation</li><li>Guidance</li></ul>' +
          '<ol><li>A degree</li><li>A credential</li></ol><p>See <a href="https://example.org/p">my portfolio</a>.</p>',
        sections: [],
      }),
    );
    const { pages } = await readPdf(styled);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(
      'I am an early childhood educator with eleven years , accredited and bilingual . ' +
        '\u2022 Observation \u2022 Guidance 1. A degree 2. A credential See my portfolio (https://example.org/p) .',
    );
    // The styles are the fonts' own faces: bold, oblique and both, used only where asked for.
    const fonts = (bytes: Buffer) =>
      [...bytes.toString('latin1').matchAll(/\/BaseFont \/([\w-]+)/g)].map((m) => m[1]).sort();
    expect(fonts(styled)).toEqual(
      expect.arrayContaining(['Helvetica', 'Helvetica-Bold', 'Helvetica-BoldOblique', 'Helvetica-Oblique']),
    );
    expect(fonts(plain)).not.toContain('Helvetica-BoldOblique');
    // The link is a link: an annotation to its address.
    expect(styled.toString('latin1')).toContain('(https://example.org/p)');
    expect(styled.toString('latin1')).toMatch(/\/Subtype \/Link/);
  });

  it('takes odd HTML without throwing: unclosed tags, escaped scripts as text, entities', async () => {
    const { pages } = await readPdf(
      await renderResume(
        resume({
          descriptionHtml:
            '<p>Unclosed <b>bold <i>and italic<ul><li>one<li>two</ul>' +
            '<p>Code: &lt;script&gt;alert(1)&lt;/script&gt; Tom &amp; Jerry &#8212; caf&eacute; &bogus; a < b</p>' +
            '<script>steal(document.cookie)</script><marquee>kept text</marquee></p></b></div>',
          sections: [],
        }),
      ),
    );
    const text = pages.join(' ');
    expect(text).toContain('Unclosed bold and italic \u2022 one \u2022 two');
    expect(text).toContain('Code: <script>alert(1)</script> Tom & Jerry \u2014 caf\u00e9 &bogus; a < b');
    expect(text).toContain('kept text');
    expect(text).not.toContain('steal');
    expect(text).not.toContain('&amp;');
  });

  it('runs a long resume over pages, keeping each entry whole on one page', async () => {
    const many = Array.from({ length: 45 }, (_, n) =>
      entry(`Training number ${n + 1}`, {
        verified: n % 2 === 0,
        dates: `0${(n % 9) + 1}/2025`,
        details: [`${n + 1} hours`],
        certificate: {
          code: `CODE-${String(n + 1).padStart(4, '0')}`,
          verifyUrl: `https://registry.example.org/verify/C${n + 1}`,
        },
      }),
    );
    const sections = sampleSections().map((section) =>
      section.key === 'certificates' ? { ...section, entries: many } : section,
    );
    const document = resume({ sections });
    const { pages } = await readPdf(await renderResume(document));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [n, item] of many.entries()) {
      const page = pages.findIndex((text) => text.includes(`${item.title} `));
      expect(page, item.title).toBeGreaterThanOrEqual(0);
      // Its title, dates, hours and certificate on that one page.
      expect(pages[page]).toMatch(
        new RegExp(
          `${item.title}${n % 2 === 0 ? ' Verified' : ''} ${item.dates} ${n + 1} hours \u00b7 Certificate ${item.certificate!.code}`,
        ),
      );
    }
    for (const page of pages) {
      expect(page).toContain(VERIFIED_NOTE);
      expect(count(page, VERIFIED_NOTE)).toBe(1);
    }
  });

  it('keeps long inputs on the page: long names, addresses and unbroken words wrap', async () => {
    const long = 'Supercalifragilisticexpialidocious'.repeat(4);
    const bytes = await renderResume(
      resume({
        person: {
          name: 'Maximiliana Alexandrina Bartholomew-Featherstonehaugh Worthington-Smythe',
          email: `${long}@example.org`,
          phone: '(205) 555-0142',
          location: 'Montgomery, AL',
        },
        descriptionHtml: `<p>${long} <a href="https://example.org/${long}">link</a></p><ol><li>${long}</li></ol>`,
        sections: [
          {
            key: 'employment',
            title: 'Work Experience',
            entries: [
              entry(`Lead ${long}`, {
                verified: true,
                subtitle: long,
                dates: '08/2019 - present, and a long note about the dates',
                details: [long, `${'Very long description. '.repeat(40)}`],
              }),
            ],
          },
        ],
      }),
    );
    const pages = await textRuns(bytes);
    const right = Math.max(...pages.flat().map((run) => run.right));
    const left = Math.min(...pages.flat().map((run) => run.x));
    // Within the margins (a hyphen at a broken word may reach a few points past the right one).
    expect(left).toBeGreaterThanOrEqual(RESUME_PAGE.margin.side - 1);
    expect(right).toBeLessThanOrEqual(RESUME_PAGE.width - RESUME_PAGE.margin.side + 6);
    // Nothing lost: the long word is all there, in pieces.
    const text = pages
      .flat()
      .map((run) => run.text)
      .join('')
      .replace(/-/g, '');
    expect(text).toContain(`${long}@example.org`.replace(/-/g, ''));
  });

  it('renders a resume with nothing but a name', async () => {
    const { pages } = await readPdf(
      await renderResume(
        resume({
          person: { name: 'Pat Professional', email: null, phone: null, location: null },
          descriptionHtml: '',
          sections: [],
        }),
      ),
    );
    expect(pages).toEqual([`Pat Professional ${T.footer(al.productName, 'November 28, 2026')}`]);
  });

  it('prints a name with letters Helvetica lacks as the nearest it has, never as wrong letters', async () => {
    const { info, pages } = await readPdf(
      await renderResume(
        resume({
          person: { name: 'Nguyễn Thị Hương', email: null, phone: null, location: null },
          descriptionHtml: '',
          sections: [],
        }),
      ),
    );
    expect(pages[0]).toContain('Nguyên Thi Huong');
    // The file's metadata keeps the name as written.
    expect(info).toMatchObject({ Author: 'Nguyễn Thị Hương' });
  });
});
