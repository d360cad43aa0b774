import nodemailer from "nodemailer";
import { db } from "./db";
import { log } from "./log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: nodemailer.Transporter | undefined;

/**
 * Sends through SMTP when `SMTP_URL` is set; otherwise the message is written to the log.
 * Either way it is recorded in the outbox table, so a local install can read its mail.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    log.info("mail (no SMTP configured)", { to: mail.to, subject: mail.subject, text: mail.text });
    await db.outboxEmail.create({ data: { ...mail, status: "logged" } });
    return;
  }
  transport ??= nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({ from: process.env.MAIL_FROM ?? "no-reply@localhost", ...mail });
    await db.outboxEmail.create({ data: { ...mail, status: "sent" } });
  } catch (error) {
    log.error("mail failed", { to: mail.to, subject: mail.subject, error: (error as Error).message });
    await db.outboxEmail.create({ data: { ...mail, status: "failed", error: (error as Error).message } });
  }
}
