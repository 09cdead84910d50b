// The static documents served by GET /api/file/s/{code} (static/<tenant>/<code>.pdf), as content: the role
// guides of the tenant's roles (their text is packages/domain's, src/guides) and the PDP help. The PDFs are
// made from this by scripts/make-static-pdfs.mjs, with the registry's PDF module; static-documents.test.ts
// fails when a committed PDF no longer says what its content says.
import type { TStaticFileCode } from '@registry/contracts';
import { HELP_DESK_HOURS, guideBlocks, guideContent, tenantGuideCodes, type Tenant } from '@registry/domain';
import type { Block } from '../../platform/pdf/index.js';

export interface StaticDocument {
  code: TStaticFileCode;
  title: string;
  /** Marked on every page as the registry's placeholder, for the state to replace with its own. */
  placeholder: boolean;
  blocks: readonly Block[];
}

/**
 * The PDP help: a placeholder until the professional development plan (spec 3) is built; the state replaces
 * it with its own help file.
 */
function pdpHelp(tenant: Tenant): StaticDocument {
  return {
    code: 'pdp-help',
    title: 'Professional Development Plan Help',
    placeholder: true,
    blocks: [
      { heading: 'What a plan is' },
      {
        paragraph:
          'A professional development plan (PDP) lists your goals for the year and the trainings and steps that lead to them.',
      },
      { heading: 'Writing goals' },
      {
        bullets: [
          'Name one skill or credential per goal.',
          'Add the trainings, coursework or coaching that will get you there.',
          'Give each item a target date.',
        ],
      },
      { heading: 'Review and reflection' },
      {
        paragraph:
          'Your director reviews completed items and may add a reflection. You can share the plan with your coach.',
      },
      { heading: 'Getting help' },
      {
        paragraph:
          `The help desk answers questions about the registry: ${tenant.contact.helpDeskEmail}, ` +
          `${tenant.contact.helpDeskPhone}, ${HELP_DESK_HOURS}.`,
      },
    ],
  };
}

/** The tenant's static documents: a guide for each role it has, and the PDP help. */
export function staticDocuments(tenant: Tenant): StaticDocument[] {
  const guides = tenantGuideCodes(tenant).map((code): StaticDocument => {
    const content = guideContent(code, tenant)!;
    return { code, title: content.title, placeholder: false, blocks: guideBlocks(content) };
  });
  return [...guides, pdpHelp(tenant)];
}

/** Whether the tenant has the document (no guide for a role it does not have: tn no QEA's, al no coach's, jh no director's). */
export function tenantHasStaticDocument(tenant: Tenant, code: string): boolean {
  return code === 'pdp-help' || (tenantGuideCodes(tenant) as string[]).includes(code);
}
