// A certificate of completion as a PDF (issue 24; spec 3 §7 GET /file/c/{certificate}), made with the
// registry's one PDF library: react-pdf's primitives laid out as one landscape page (a certificate is not a
// report: no bands or page footer), rendered by the PDF module's renderPdf.
/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { CERTIFICATE_TEXTS as T, sessionPeriodText, type Tenant } from '@registry/domain';
import QRCode from 'qrcode';
import { pageSize, renderPdf } from '../../platform/pdf/index.js';
import { formatCertificateCode } from '../../platform/certificate-codes.js';
import { SvgLogo, type LogoSvg } from './svg-logo.js';

/** What a certificate shows: the certificate as issued, where to check it, and whose registry issued it. */
export interface CertificatePdf {
  tenant: Pick<Tenant, 'productName' | 'theme'>;
  logo: LogoSvg | null;
  code: string;
  personName: string;
  courseName: string;
  sectionName: string;
  trainingStart: string;
  trainingEnd: string;
  timeZone: string;
  hours: string;
  trainerName: string;
  /** The issue date as the person reads it ('December 18, 2026'). */
  issuedOn: string;
  /** The public verification page of this certificate ({public base URL}/verify/{code}). */
  verifyUrl: string;
  /** When it was revoked ('December 20, 2026'), or null. */
  revokedOn: string | null;
}

const INK = '#1b1b1b';
const MUTED = '#4a4a4a';
const REVOKED = '#b00020';

const styles = StyleSheet.create({
  page: { fontFamily: 'Helvetica', color: INK, padding: 28 },
  frame: { flexGrow: 1, borderWidth: 3, padding: 4 },
  inner: { flexGrow: 1, borderWidth: 0.75, paddingHorizontal: 48, paddingTop: 26, paddingBottom: 22 },
  header: { flexDirection: 'row', alignItems: 'center', justifyContent: 'center' },
  body: { flexGrow: 1, justifyContent: 'center' },
  product: { fontFamily: 'Helvetica-Bold', fontSize: 15, marginLeft: 14 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 36, textAlign: 'center', marginBottom: 22 },
  line: { fontSize: 13, textAlign: 'center', color: MUTED, marginBottom: 8 },
  person: { fontFamily: 'Helvetica-Bold', fontSize: 30, textAlign: 'center', marginBottom: 12 },
  training: { fontFamily: 'Helvetica-Bold', fontSize: 20, textAlign: 'center', marginBottom: 10 },
  details: { fontSize: 13, textAlign: 'center', marginBottom: 4 },
  footer: { flexDirection: 'row', alignItems: 'flex-end' },
  facts: { flexGrow: 1, fontSize: 11, lineHeight: 1.5 },
  label: { fontFamily: 'Helvetica-Bold' },
  check: { alignItems: 'center', width: 230 },
  code: { fontFamily: 'Helvetica-Bold', fontSize: 12, marginTop: 4 },
  small: { fontSize: 8, color: MUTED, textAlign: 'center', marginTop: 2 },
  revoked: {
    backgroundColor: REVOKED,
    color: '#ffffff',
    paddingVertical: 6,
    paddingHorizontal: 12,
    marginBottom: 12,
    textAlign: 'center',
    fontSize: 11,
  },
  revokedMark: { fontFamily: 'Helvetica-Bold', fontSize: 16 },
});

/** A QR code's dark modules as one path, each row's runs as rectangles, with its quiet zone (4 modules). */
export function qrPath(text: string): { d: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + quiet} ${row + quiet}h${col - start}v1h-${col - start}z`);
    }
  }
  return { d: parts.join(''), size: modules.size + 2 * quiet };
}

function QrCode({ text, size }: { text: string; size: number }) {
  const { d, size: modules } = qrPath(text);
  return (
    <Svg viewBox={`0 0 ${modules} ${modules}`} width={size} height={size}>
      <Path d={d} fill="#000000" />
    </Svg>
  );
}

/** The certificate's document (one landscape US Letter page). */
export function CertificateDocument(certificate: CertificatePdf) {
  const color = certificate.tenant.theme.primary;
  const code = formatCertificateCode(certificate.code);
  const title = `${T.title}: ${certificate.personName}, ${certificate.courseName}`;
  return (
    <Document
      title={title}
      subject={`${certificate.courseName}: ${certificate.sectionName}`}
      author={certificate.tenant.productName}
      creator={certificate.tenant.productName}
      producer="@react-pdf/renderer"
      keywords={code}
      language="en-US"
    >
      <Page size="LETTER" orientation="landscape" style={styles.page}>
        <View style={[styles.frame, { borderColor: color }]}>
          <View style={[styles.inner, { borderColor: color }]}>
            {certificate.revokedOn !== null && (
              <View style={styles.revoked}>
                <Text style={styles.revokedMark}>{T.revokedMark}</Text>
                <Text>{T.revokedOn(certificate.revokedOn)}</Text>
              </View>
            )}
            <View style={styles.header}>
              {certificate.logo && <SvgLogo svg={certificate.logo} size={60} />}
              <Text style={[styles.product, { color }]}>{certificate.tenant.productName}</Text>
            </View>
            <View style={styles.body}>
              <Text style={[styles.title, { color }]}>{T.title}</Text>
              <Text style={styles.line}>{T.certifies}</Text>
              <Text style={styles.person}>{certificate.personName}</Text>
              <Text style={styles.line}>{T.completed}</Text>
              <Text style={styles.training}>{`${certificate.courseName}: ${certificate.sectionName}`}</Text>
              <Text style={styles.details}>
                {sessionPeriodText(certificate.trainingStart, certificate.trainingEnd, certificate.timeZone)}
              </Text>
              <Text style={styles.details}>{T.hours(certificate.hours)}</Text>
            </View>
            <View style={styles.footer}>
              <View style={styles.facts}>
                <Text>
                  <Text style={styles.label}>{`${T.trainer}: `}</Text>
                  {certificate.trainerName}
                </Text>
                <Text>
                  <Text style={styles.label}>{`${T.issued}: `}</Text>
                  {certificate.issuedOn}
                </Text>
                <Text>
                  <Text style={styles.label}>{`${T.code}: `}</Text>
                  {code}
                </Text>
              </View>
              <View style={styles.check}>
                <QrCode text={certificate.verifyUrl} size={96} />
                <Text style={styles.code}>{code}</Text>
                <Text style={styles.small}>{T.verifyAt(certificate.verifyUrl)}</Text>
              </View>
            </View>
          </View>
        </View>
      </Page>
    </Document>
  );
}

/** The PDF worker's job for a certificate (src/pdf-worker.ts makes it with renderCertificate). */
export interface CertificatePdfJob {
  kind: 'certificate';
  certificate: CertificatePdf;
}

/** The bytes of the certificate's PDF. */
export function renderCertificate(certificate: CertificatePdf): Promise<Buffer> {
  // renderPdf is typed for a TenantDocument; any react-pdf <Document> renders the same way.
  return renderPdf((<CertificateDocument {...certificate} />) as never);
}

/** The page (US Letter on its side), for tests. */
export const CERTIFICATE_PAGE = pageSize('landscape');
