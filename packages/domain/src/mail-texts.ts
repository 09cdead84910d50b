import { CONFIRMATION_LINK_HOURS } from './constants.js';
import type { Tenant } from './tenants/types.js';

export interface MailText {
  subject: string;
  text: string;
}

/** The mails the server sends (DESIGN §3: server strings live in packages/domain). */
export const MAIL_TEXTS = {
  confirm: (tenant: Tenant, name: string, link: string): MailText => ({
    subject: `Confirm your ${tenant.productName} account`,
    text:
      `Hello ${name},\n\nThank you for creating an account in the ${tenant.productName}.\n` +
      `Please confirm your e-mail address by opening this link:\n\n${link}\n\n` +
      `The link expires in ${CONFIRMATION_LINK_HOURS} hours. If you did not create this account, ignore this message.\n\n` +
      `Help desk: ${tenant.contact.helpDeskEmail}, ${tenant.contact.helpDeskPhone}`,
  }),
  reset: (tenant: Tenant, name: string, link: string): MailText => ({
    subject: `Reset your ${tenant.productName} password`,
    text:
      `Hello ${name},\n\nSomeone asked to reset the password of your ${tenant.productName} account.\n` +
      `To choose a new password, open this link:\n\n${link}\n\n` +
      `The link expires in ${CONFIRMATION_LINK_HOURS} hours and works once. If you did not ask for it, ignore this message: your password stays as it is.\n\n` +
      `Help desk: ${tenant.contact.helpDeskEmail}, ${tenant.contact.helpDeskPhone}`,
  }),
  welcome: (tenant: Tenant, name: string, link: string): MailText => ({
    subject: `Welcome to the ${tenant.productName}`,
    text:
      `Hello ${name},\n\nWelcome to the ${tenant.productName}. Your next step is to complete your profile: ` +
      `your personal information, employment, education and credentials.\n\nSign in at ${link}\n\n` +
      `Help desk: ${tenant.contact.helpDeskEmail}, ${tenant.contact.helpDeskPhone}`,
  }),
  emailChanged: (tenant: Tenant, name: string, newEmail: string): MailText => ({
    subject: `Your ${tenant.productName} e-mail address was changed`,
    text:
      `Hello ${name},\n\nAn administrator changed the e-mail address you sign in with to ${newEmail}.\n` +
      `If you did not ask for this change, contact the help desk: ${tenant.contact.helpDeskEmail}, ${tenant.contact.helpDeskPhone}.`,
  }),
  /** To the owner of an address someone tried to register again: nothing is created, nothing revealed to them. */
  alreadyRegistered: (tenant: Tenant, name: string, signInLink: string, resetLink: string): MailText => ({
    subject: `Your ${tenant.productName} account`,
    text:
      `Hello ${name},\n\nSomeone tried to create a ${tenant.productName} account with this e-mail address, ` +
      `which already has an account. No new account was created.\n\n` +
      `If it was you, sign in at ${signInLink}\nIf you forgot your password, you can reset it at ${resetLink}\n\n` +
      `If it was not you, you can ignore this message. ` +
      `Help desk: ${tenant.contact.helpDeskEmail}, ${tenant.contact.helpDeskPhone}`,
  }),
  /** To the owner of an account that too many failed sign-ins locked. */
  locked: (tenant: Tenant, name: string, resetLink: string): MailText => ({
    subject: `Your ${tenant.productName} account is locked`,
    text:
      `Hello ${name},\n\nYour ${tenant.productName} account was locked after too many failed sign-in attempts. ` +
      `If they were not yours, someone may be guessing your password.\n\n` +
      `To unlock the account, reset your password at ${resetLink}\n` +
      `or contact the help desk: ${tenant.contact.helpDeskEmail}, ${tenant.contact.helpDeskPhone}.`,
  }),
} as const;
