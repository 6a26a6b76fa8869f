import { RESET_TOKEN_TTL_MS, type Locale } from '@rlo/contract';
import { renderMail, type MailBody, type MailContent } from './layout';

export interface ResetMailVars {
  name: string;
  link: string;
}

const MINUTES = RESET_TOKEN_TTL_MS / 60_000;

const BODIES: Record<Locale, (v: ResetMailVars) => MailBody> = {
  en_US: (v) => ({
    subject: 'Reset your RLO Training password',
    greeting: `Hello ${v.name},`,
    paragraphs: ['We received a request to reset the password of your RLO Training account.'],
    action: { label: 'Reset my password', url: v.link },
    notes: [
      `This link is valid for ${MINUTES} minutes and can be used only once.`,
      'If you did not ask for a new password, ignore this email: your password stays the same.',
    ],
  }),
  en_FR: (v) => ({
    subject: 'Réinitialisez votre mot de passe RLO Training',
    greeting: `Bonjour ${v.name},`,
    paragraphs: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte RLO Training.'],
    action: { label: 'Réinitialiser mon mot de passe', url: v.link },
    notes: [
      `Ce lien est valable ${MINUTES} minutes et ne peut être utilisé qu'une seule fois.`,
      "Si vous n'avez pas demandé de nouveau mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ],
  }),
  en_ES: (v) => ({
    subject: 'Restablezca su contraseña de RLO Training',
    greeting: `Hola, ${v.name}:`,
    paragraphs: ['Hemos recibido una solicitud para restablecer la contraseña de su cuenta de RLO Training.'],
    action: { label: 'Restablecer mi contraseña', url: v.link },
    notes: [
      `Este enlace es válido durante ${MINUTES} minutos y solo puede usarse una vez.`,
      'Si usted no solicitó una nueva contraseña, ignore este correo: su contraseña no cambiará.',
    ],
  }),
};

export const resetMail = (locale: Locale, vars: ResetMailVars): MailContent => renderMail(locale, BODIES[locale](vars));
