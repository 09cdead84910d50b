// The role guides as data (issue 21): the content the static guide PDFs are made from, per role and tenant.
import { claimsForRole } from '../claims.js';
import type { Tenant } from '../tenants/types.js';
import { guideRolesIn, type GuideCode } from './codes.js';
import { ROLE_GUIDES } from './guides.js';
import {
  type Guide,
  type GuideBlock,
  type GuideContent,
  type GuideReader,
  type GuideSectionContent,
} from './types.js';

export * from './codes.js';
export { ROLE_GUIDES } from './guides.js';
export * from './types.js';

/** The guide's readers in the tenant: its roles the tenant has; null when it has none of them. */
function readerOf(guide: Guide, tenant: Tenant): GuideReader | null {
  const roles = guideRolesIn(guide.code, tenant);
  if (roles.length === 0) return null;
  const holders: GuideReader['holders'] = (claim) =>
    roles.filter((role) => claimsForRole(role, tenant).includes(claim));
  return { tenant, roles, holders, may: (claim) => holders(claim).length > 0 };
}

/** The opening section: whom the guide is for and what they can do, from the summaries of its sections. */
function aboutSection(guide: Guide, reader: GuideReader, summaries: readonly string[]): GuideSectionContent {
  const blocks: GuideBlock[] = [
    {
      paragraph:
        `This guide is for ${guide.readers(reader)}. It explains, screen by screen, what you can do in the ` +
        `${reader.tenant.productName} in your role.`,
    },
  ];
  if (summaries.length > 0) blocks.push({ paragraph: 'In the registry you can:' }, { bullets: summaries });
  return { id: 'about', heading: 'About this guide', screens: [], blocks };
}

/** A guide as it stands in the tenant, its sections chosen for its readers; null where the tenant lacks its roles. */
export function guideContent(code: GuideCode, tenant: Tenant): GuideContent | null {
  const guide = ROLE_GUIDES[code];
  const reader = readerOf(guide, tenant);
  if (!reader) return null;
  const included = guide.sections.filter((section) => section.when?.(reader) ?? true);
  const sections = included.map((section): GuideSectionContent => ({
    id: section.id,
    heading: typeof section.heading === 'string' ? section.heading : section.heading(reader),
    screens: section.screens ?? [],
    blocks: section.blocks(reader),
  }));
  const summaries = included.flatMap((section) => {
    const summary = section.summary?.(reader);
    return summary ? [`${summary.charAt(0).toUpperCase()}${summary.slice(1)}.`] : [];
  });
  return {
    code,
    title: guide.title(tenant),
    roles: reader.roles,
    sections: [aboutSection(guide, reader, summaries), ...sections],
  };
}

/** The guide's text as one list of blocks, each section opened by its heading: what the PDF draws. */
export function guideBlocks(content: GuideContent): ({ heading: string } | GuideBlock)[] {
  return content.sections.flatMap((section) => [{ heading: section.heading }, ...section.blocks]);
}

/** Every word of the guide's text, one string (for checks of what it says). */
export function guideText(content: GuideContent): string {
  return guideBlocks(content)
    .flatMap((block) => {
      if ('heading' in block) return [block.heading];
      if ('subheading' in block) return [block.subheading];
      if ('paragraph' in block) return [block.paragraph];
      if ('bullets' in block) return block.bullets;
      return block.steps;
    })
    .join('\n');
}
