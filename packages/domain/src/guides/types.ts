import type { Claim } from '../claims.js';
import type { RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';

/**
 * A part of a guide's text, as the server's PDF module draws it (apps/server/src/platform/pdf/blocks.tsx:
 * the same shapes, so a guide's blocks are that module's blocks).
 */
export type GuideBlock =
  | { subheading: string }
  | { paragraph: string }
  | { bullets: readonly string[] }
  | { steps: readonly string[] };

import type { GuideCode } from './codes.js';

/** Who reads a guide in one tenant: its roles the tenant has, and what they may do there. */
export interface GuideReader {
  tenant: Tenant;
  /** The guide's roles that exist in the tenant, in the guide's order (never empty). */
  roles: readonly RoleName[];
  /** The readers' roles that hold the claim in the tenant. */
  holders: (claim: Claim) => RoleName[];
  /** Whether at least one of the readers' roles holds the claim in the tenant. */
  may: (claim: Claim) => boolean;
}

/**
 * One section of a guide: a heading and its text, written for the guide's readers in their tenant. A
 * section is about one part of the registry; one that explains screens names them (`screens`) by their
 * route names in the web's route table (apps/web/src/app/routes.ts). The web's guide test holds every
 * named screen to the table (the tenant has it and a reader's role may open it, and the text says the
 * screen's title) and requires a section for every dashboard tile a reader's role has: a feature that adds
 * a screen adds the section that explains it, or that test fails.
 */
export interface GuideSection {
  /** A stable name, for tests and for a later feature that places its section after another's. */
  id: string;
  heading: string | ((reader: GuideReader) => string);
  /** The screens the section explains: route names of the web's route table. */
  screens?: readonly string[];
  /** Whether the readers have this part of the registry (default: everyone does). */
  when?: (reader: GuideReader) => boolean;
  /** One line for the guide's opening list of what its readers can do; none for the general sections. */
  summary?: (reader: GuideReader) => string | undefined;
  blocks: (reader: GuideReader) => GuideBlock[];
}

/** A role guide: its title, the roles it is written for, its sections in order. */
export interface Guide {
  code: GuideCode;
  title: (tenant: Tenant) => string;
  /** Who the guide is for, in a sentence's words ('early childhood professionals'). */
  readers: (reader: GuideReader) => string;
  sections: readonly GuideSection[];
}

/** A section as it stands in a tenant's guide: its heading, the screens it explains and its text. */
export interface GuideSectionContent {
  id: string;
  heading: string;
  screens: readonly string[];
  blocks: readonly GuideBlock[];
}

/** A guide as it stands in a tenant: what the PDF is made from. */
export interface GuideContent {
  code: GuideCode;
  title: string;
  roles: readonly RoleName[];
  sections: readonly GuideSectionContent[];
}
