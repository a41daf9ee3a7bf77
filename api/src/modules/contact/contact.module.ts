import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

/** Buy, wanted-part, advertise and support forms (docs/decisions.md "Mail, forms and jobs"). E-mail goes through MailModule's outbox. */
@Module({ imports: [AccountsModule], controllers: [ContactController], providers: [ContactService, ContactRepository] })
export class ContactModule {}
