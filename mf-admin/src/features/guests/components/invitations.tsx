/**
 * Invitation links and their QR codes (spec §3 `qrCode`: each invitation opens /invitation/:code). A
 * dialog shows one guest's QR code, code and link (copy, open, print); the print sheet lays out cards
 * with QR codes for many guests, printed alone (everything else on the page is hidden while printing).
 */
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { colors, focusRing, radii, TAP_PX } from '../../../components/theme';
import { invitationLink } from '../../../lib/guest-labels';
import { useT } from '../../../lib/i18n/use-t';
import { copyText } from './copy-text';
import { qrCodeDataUrl, qrCodeDataUrls } from './qr-codes';

const PRINT_ROOT_CLASS = 'guest-invitation-print';

const PrintOnly = createGlobalStyle`
  @media print {
    body > *:not(.${PRINT_ROOT_CLASS}) {
      display: none !important;
    }
  }
  @media screen {
    .${PRINT_ROOT_CLASS} {
      display: none;
    }
  }
`;

const Sheet = styled.div`
  font-family: system-ui, sans-serif;
  color: #000;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8mm;
  padding: 8mm;
`;

const PrintCard = styled.article`
  break-inside: avoid;
  border: 1px solid #999;
  border-radius: 4mm;
  padding: 6mm;
  h2 {
    margin: 0 0 2mm;
    font-size: 14pt;
  }
  p {
    margin: 1mm 0;
    font-size: 10pt;
    overflow-wrap: anywhere;
  }
  strong {
    font-size: 16pt;
    letter-spacing: 0.08em;
  }
  img {
    display: block;
    width: 32mm;
    height: 32mm;
    margin: 2mm 0;
  }
`;

/** Prints cards for `guests` once their QR codes are drawn, then calls `onDone`. */
export function PrintInvitations({ guests, onDone }: { guests: readonly UnifiedGuest[]; onDone(): void }) {
  const t = useT();
  const [codes, setCodes] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    qrCodeDataUrls(guests.map(invitationLink)).then(
      (urls) => live && setCodes(urls),
      () => live && setCodes([]),
    );
    return () => {
      live = false;
    };
  }, [guests]);
  useEffect(() => {
    if (!codes) return;
    const done = () => onDone();
    window.addEventListener('afterprint', done, { once: true });
    // let the sheet render before the print dialog opens
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [codes, onDone]);
  return createPortal(
    <div className={PRINT_ROOT_CLASS}>
      <PrintOnly />
      <Sheet>
        {guests.map((guest, index) => (
          <PrintCard key={guest.id}>
            <h2>{guest.name}</h2>
            {codes?.[index] ? (
              <img src={codes[index]} alt={t("QR code of {name}'s invitation", { name: guest.name })} />
            ) : null}
            <p>
              {t('Invitation code:')} <strong>{guest.invitationCode}</strong>
            </p>
            <p>{invitationLink(guest)}</p>
            {guest.category ? <p>{guest.category}</p> : null}
          </PrintCard>
        ))}
      </Sheet>
    </div>,
    document.body,
  );
}

const CodeBox = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.9rem 1rem;
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  border: 1px solid ${colors.border};
  text-align: center;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1.6rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  overflow-wrap: anywhere;
`;

/** A plain link to the public site (outside the admin router), looking like a button. */
const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_PX}px;
  padding: 0.55rem 1.1rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  &:hover {
    background: ${colors.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const QrImage = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 auto 0.75rem;
  image-rendering: pixelated;
`;

const QrPlaceholder = styled.div`
  width: 200px;
  height: 200px;
  margin: 0 auto 0.75rem;
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

/** The QR code of one invitation link (a placeholder of the same size while it is drawn). */
function InvitationQr({ link, name }: { link: string; name: string }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrCodeDataUrl(link).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return src ? (
    <QrImage
      src={src}
      alt={t("QR code that opens {name}'s invitation", { name })}
      data-testid="invitation-qr"
    />
  ) : (
    <QrPlaceholder aria-hidden="true" />
  );
}

const Url = styled.p`
  margin: 0;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
  color: ${colors.textMuted};
`;

export function InvitationDialog({
  guest,
  onPrint,
  onClose,
}: {
  guest: UnifiedGuest;
  onPrint(guest: UnifiedGuest): void;
  onClose(): void;
}) {
  const t = useT();
  const link = invitationLink(guest);
  const copy = async () => {
    try {
      await copyText(link);
      toast({ title: t('Copied!'), description: t('Invitation link copied to clipboard') });
    } catch {
      toast({
        title: t('Copy failed'),
        description: t('Select the link and copy it by hand'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Invitation for {name}', { name: guest.name })}
      width={520}
    >
      <DialogDescription>
        {t("The guest's QR code opens this page; the code also works typed in.")}
      </DialogDescription>
      <InvitationQr link={link} name={guest.name} />
      <CodeBox aria-label={t('Invitation code')}>{guest.invitationCode}</CodeBox>
      <Url>{link}</Url>
      <DialogActions>
        <Button onPress={() => onPrint(guest)}>{t('Print')}</Button>
        <ExternalLink href={link} target="_blank" rel="noopener noreferrer">
          {t('Open invitation')}
        </ExternalLink>
        <Button onPress={() => void copy()}>{t('Copy link')}</Button>
        <Button variant="primary" onPress={onClose} autoFocus>
          {t('Done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
