import type { ResumeSectionKey, Tenant } from '@registry/domain';

/**
 * A resume as its PDF shows it (issue 26): what resume.service gathers from the person's chosen records and
 * resume-pdf.tsx renders. Plain data: no database, no request.
 */
export interface ResumeDocument {
  tenant: Pick<Tenant, 'productName' | 'theme'>;
  /** The resume's name: the PDF's title (not printed on the page). */
  name: string;
  person: {
    /** 'Pat Professional' */
    name: string;
    email: string | null;
    /** As the person reads it: '(205) 555-0142' */
    phone: string | null;
    /** 'Montgomery, AL' or null */
    location: string | null;
  };
  /** The description's sanitized HTML (the allow-list of packages/domain html-allow-list.ts); '' for none. */
  descriptionHtml: string;
  /** The chosen sections in the editor's order, each with its entries newest first; empty sections omitted. */
  sections: readonly ResumeDocumentSection[];
  /** When it was made, as the person reads it: 'November 28, 2026'. */
  generatedOn: string;
}

export interface ResumeDocumentSection {
  key: ResumeSectionKey;
  /** RESUME_SECTION_INFO[key].title */
  title: string;
  entries: readonly ResumeEntry[];
}

export interface ResumeEntry {
  /** 'Bachelor's degree, Early Childhood Education' / 'Lead Teacher' / the reference's name */
  title: string;
  /** 'Auburn University, AL' / 'Sunny Days Child Care' / 'Director, Sunny Days Child Care'; or null */
  subtitle: string | null;
  /** '08/2019 - 05/2023', 'Issued 03/2024', '' */
  dates: string;
  /** Further lines: a job's description, hours, a member number, a reference's phone, email, relationship. */
  details: readonly string[];
  /** Verified by the registry (marked in the PDF). */
  verified: boolean;
  /** A training certificate's code as printed ('ABCD-EFGH-JKLM') and its public verification address. */
  certificate?: { code: string; verifyUrl: string };
  /** A reference given as an uploaded letter: 'Letter of reference available on request'. */
  letter?: boolean;
}
