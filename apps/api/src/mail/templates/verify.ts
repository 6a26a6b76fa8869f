import { VERIFY_TOKEN_TTL_MS, type Locale } from '@rlo/contract';
import { renderMail, type MailBody, type MailContent } from './layout';

export interface VerifyMailVars {
  name: string;
  link: string;
}

const HOURS = VERIFY_TOKEN_TTL_MS / 3_600_000;

const BODIES: Record<Locale, (v: VerifyMailVars) => MailBody> = {
  en_US: (v) => ({
    subject: 'Confirm your RLO Training account',
    greeting: `Hello ${v.name},`,
    paragraphs: ['Thank you for signing up for the RLO Training portal. To activate your account, please confirm your email address.'],
    action: { label: 'Confirm my email address', url: v.link },
    notes: [`This link is valid for ${HOURS} hours and can be used only once.`, 'If you did not create an account, simply ignore this email.'],
  }),
  en_FR: (v) => ({
    subject: 'Confirmez votre compte RLO Training',
    greeting: `Bonjour ${v.name},`,
    paragraphs: ['Merci de vous être inscrit sur le portail RLO Training. Pour activer votre compte, veuillez confirmer votre adresse e-mail.'],
    action: { label: 'Confirmer mon adresse e-mail', url: v.link },
    notes: [`Ce lien est valable ${HOURS} heures et ne peut être utilisé qu'une seule fois.`, "Si vous n'avez pas créé de compte, ignorez simplement cet e-mail."],
  }),
  en_ES: (v) => ({
    subject: 'Confirme su cuenta de RLO Training',
    greeting: `Hola, ${v.name}:`,
    paragraphs: ['Gracias por registrarse en el portal de RLO Training. Para activar su cuenta, confirme su dirección de correo electrónico.'],
    action: { label: 'Confirmar mi correo electrónico', url: v.link },
    notes: [`Este enlace es válido durante ${HOURS} horas y solo puede usarse una vez.`, 'Si usted no creó una cuenta, simplemente ignore este correo.'],
  }),
};

export const verifyMail = (locale: Locale, vars: VerifyMailVars): MailContent => renderMail(locale, BODIES[locale](vars));
