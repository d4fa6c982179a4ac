import type { ReactNode } from 'react';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { usePublicConfig } from '@web/lib/public-config';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{label}</p>
        {children}
      </div>
    </li>
  );
}

const linkClass = 'font-medium break-all underline-offset-4 hover:underline';

/** Contacts come from the server's configuration (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_WHATSAPP). */
export function SupportCard() {
  const { data } = usePublicConfig();
  const support = data?.support;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Support</CardTitle>
        <CardDescription>Une question sur une commande ou votre compte ? Écrivez-nous.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul>
          {support?.email ? (
            <ContactRow icon={<Mail aria-hidden="true" />} label="Email">
              <a className={linkClass} href={`mailto:${support.email}`}>
                {support.email}
              </a>
            </ContactRow>
          ) : null}
          {support?.phone ? (
            <ContactRow icon={<Phone aria-hidden="true" />} label="Téléphone">
              <a className={linkClass} href={`tel:${support.phone.replace(/[^+\d]/g, '')}`}>
                {support.phone}
              </a>
            </ContactRow>
          ) : null}
          {support?.whatsapp ? (
            <ContactRow icon={<MessageCircle aria-hidden="true" />} label="WhatsApp">
              <a
                className={linkClass}
                href={`https://wa.me/${support.whatsapp.replace(/\D/g, '')}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Écrire sur WhatsApp
              </a>
            </ContactRow>
          ) : null}
          <ContactRow icon={<Clock aria-hidden="true" />} label="Disponibilité">
            <p className="font-medium">24h/24, 7j/7</p>
          </ContactRow>
        </ul>
      </CardContent>
    </Card>
  );
}
