// maildev 2 ships no types; only the programmatic API used by embedded-mail.ts is declared.
declare module 'maildev' {
  interface MailDevOptions {
    smtp?: number;
    web?: number;
    ip?: string;
    webIp?: string;
    mailDirectory?: string;
    silent?: boolean;
    disableWeb?: boolean;
  }
  interface MailDevServer {
    listen(callback?: (err?: Error) => void): Promise<void>;
    close(callback?: (err?: Error) => void): void;
  }
  const MailDev: new (options: MailDevOptions) => MailDevServer;
  export = MailDev;
}
