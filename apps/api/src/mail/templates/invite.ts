import { INVITE_TOKEN_TTL_MS, type Locale } from '@rlo/contract';
import { renderMail, type MailBody, type MailContent } from './layout';

export interface InviteMailVars {
  name: string;
  businessName: string;
  link: string;
}

const DAYS = INVITE_TOKEN_TTL_MS / 86_400_000;

const BODIES: Record<Locale, (v: InviteMailVars) => MailBody> = {
  en_US: (v) => ({
    subject: 'You are invited to the RLO Training portal',
    greeting: `Hello ${v.name},`,
    paragraphs: [`${v.businessName} has invited you to the RLO Training portal, where you can follow your shop's sales and repair-order figures.`],
    action: { label: 'Choose my password', url: v.link },
    notes: [`This link is valid for ${DAYS} days and can be used only once.`],
  }),
  en_FR: (v) => ({
    subject: 'Invitation au portail RLO Training',
    greeting: `Bonjour ${v.name},`,
    paragraphs: [`${v.businessName} vous invite sur le portail RLO Training, où vous pouvez suivre les ventes et les ordres de réparation de votre atelier.`],
    action: { label: 'Choisir mon mot de passe', url: v.link },
    notes: [`Ce lien est valable ${DAYS} jours et ne peut être utilisé qu'une seule fois.`],
  }),
  en_ES: (v) => ({
    subject: 'Invitación al portal de RLO Training',
    greeting: `Hola, ${v.name}:`,
    paragraphs: [`${v.businessName} le ha invitado al portal de RLO Training, donde puede seguir las ventas y las órdenes de reparación de su taller.`],
    action: { label: 'Elegir mi contraseña', url: v.link },
    notes: [`Este enlace es válido durante ${DAYS} días y solo puede usarse una vez.`],
  }),
};

export const inviteMail = (locale: Locale, vars: InviteMailVars): MailContent => renderMail(locale, BODIES[locale](vars));
