import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TCertificateVerification } from '@registry/contracts';
import { CERTIFICATE_TEXTS, mayRevokeCertificate, sessionPeriodText, type RoleName } from '@registry/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { PageHeading } from '../../components/page-heading';
import { useToast } from '../../components/toast/toast-context';
import { failureText } from '../../lib/api';
import { useSessionSelector } from '../../lib/session/session-context';
import { useTenant } from '../../lib/tenant-context';
import { certificateKeys } from './api/query-keys';
import { revokeCertificate } from './api/revoke-certificate';
import { verifyCertificateQuery } from './api/verify-certificate';

/** An instant's day in the tenant's zone ('November 20, 2026'). */
function dayOf(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }).format(date);
}

type Known = Exclude<TCertificateVerification, { status: 'unknown' }>;

/** Whom and what a known certificate certifies, as a list of terms. */
function Details({ certificate }: { certificate: Known }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const rows: [string, string][] = [
    [t('certificates.person'), certificate.personName],
    [t('certificates.training'), `${certificate.courseName}: ${certificate.sectionName}`],
    [
      t('certificates.dates'),
      sessionPeriodText(certificate.trainingStart, certificate.trainingEnd, certificate.timeZone),
    ],
    [t('certificates.hours'), CERTIFICATE_TEXTS.hours(certificate.hours)],
    [t('certificates.issuer'), certificate.issuer],
    [t('certificates.issuedOn'), dayOf(certificate.issuedAt, tenant.timeZone)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, gap: 1, m: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Revoke, for the administrators (400, 500, AdminUser) only: asks the reason, then revokes. */
function RevokeButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    const reason = await dialogs.prompt(t('certificates.revokePrompt'), {
      title: t('certificates.revokeTitle'),
      label: t('certificates.reason'),
      required: true,
    });
    if (reason === null || reason.trim() === '') return;
    setBusy(true);
    try {
      const answer = await revokeCertificate({ code, reason: reason.trim() });
      toast.show({ severity: 'success', title: t('certificates.revokeTitle'), message: answer.message });
    } catch (error) {
      toast.showError(error);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    }
  };
  return (
    <Button variant="outlined" color="error" disabled={busy} onClick={() => void revoke()} sx={{ mt: 3 }}>
      {t('certificates.revoke')}
    </Button>
  );
}

/** The answer for one code: genuine (with the details), revoked (with the date), or unknown. */
function Verification({ code }: { code: string }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const activeRole = useSessionSelector((session) => (session.token ? session.activeRole : null));
  const query = useQuery(verifyCertificateQuery(code));
  if (query.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        {t('certificates.checking')}
      </Box>
    );
  if (query.isError)
    return (
      <Alert severity="error" role="alert">
        {failureText(query.error, t('toast.network'))}
      </Alert>
    );
  const answer = query.data;
  if (answer.status === 'unknown')
    return (
      <Alert severity="error" role="status" data-testid="certificate-unknown">
        <AlertTitle component="h2">{t('certificates.unknown')}</AlertTitle>
        {t('certificates.unknownText')}
      </Alert>
    );
  const revoked = answer.status === 'revoked';
  const mayRevoke = !revoked && mayRevokeCertificate({ activeRole: activeRole as RoleName | null });
  return (
    <Box data-testid={`certificate-${answer.status}`}>
      <Alert severity={revoked ? 'warning' : 'success'} role="status" sx={{ mb: 3 }}>
        <AlertTitle component="h2">
          {revoked
            ? t('certificates.revoked', { date: dayOf(answer.revokedAt ?? '', tenant.timeZone) })
            : t('certificates.genuine')}
        </AlertTitle>
        {revoked ? t('certificates.revokedText') : t('certificates.genuineText')}
      </Alert>
      <Details certificate={answer} />
      {mayRevoke && <RevokeButton code={code} />}
    </Box>
  );
}

/**
 * /verify and /verify/:code (beyond the spec; public, no sign-in): a code typed in a form, or the code of a
 * certificate's QR code, answered as genuine (whom and what it certifies), revoked (since when) or unknown.
 * An administrator (400, 500, AdminUser) signed in is offered Revoke.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code } = useParams<{ code: string }>();
  const [typed, setTyped] = useState(code ?? '');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value === '') {
      setError(t('certificates.codeRequired'));
      return;
    }
    setError(null);
    void navigate(`/verify/${encodeURIComponent(value)}`);
  };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.verify.title')} instruction={t('certificates.instruction')} />
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('certificates.formLabel')}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 4 }}
      >
        <TextField
          id={fieldId}
          label={t('certificates.codeLabel')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error !== null}
          helperText={error ?? t('certificates.codeHelp')}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }}>
          {t('certificates.check')}
        </Button>
      </Box>
      {code !== undefined && code.trim() !== '' && <Verification key={code} code={code} />}
      {code !== undefined && code.trim() !== '' && (
        <Typography sx={{ mt: 4, color: 'text.secondary' }}>{t('certificates.privacy')}</Typography>
      )}
    </Container>
  );
}
