import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** The address people reach the app at, for links in e-mails: PUBLIC_URL, else the listening address. */
@Injectable()
export class AppUrl {
  private base: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  }

  /** Called by server.ts once listening (the port may have been chosen by the OS). */
  setListening(url: string): void {
    this.base = url.replace(/\/+$/, '');
  }

  to(pathAndQuery: string): string {
    return `${this.base}${pathAndQuery}`;
  }

  /** An app path made absolute (a photo's /uploads/… path); an absolute URL (photos in S3) is kept. */
  absolute(pathOrUrl: string): string {
    return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : this.to(pathOrUrl);
  }
}
