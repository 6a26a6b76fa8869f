export { sendMail, mailDir, type MailDeps, type MailMessage, type MailResult } from './send';
export { appLink } from './links';
export { verifyMail } from './templates/verify';
export { resetMail } from './templates/reset';
export { inviteMail } from './templates/invite';
