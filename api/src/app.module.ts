import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { RedisModule } from './common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from './config/config';
import { mikroOrmConfig } from './database/mikro-orm.config';
import { AccountsModule } from './modules/accounts/accounts.module';
import { BoatsModule } from './modules/boats/boats.module';
import { CaptchaModule } from './modules/captcha/captcha.module';
import { ChatModule } from './modules/chat/chat.module';
import { CommunityModule } from './modules/community/community.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { ListingsModule } from './modules/listings/listings.module';
import { MailModule } from './mail/mail.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { NewsModule } from './modules/news/news.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module';
import { AlertsModule } from './modules/alerts/alerts.module';
import { SeoModule } from './modules/seo/seo.module';
import { SyncModule } from './common/sync/sync.module';
import { UploadsModule } from './modules/uploads/uploads.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        MikroOrmModule.forRoot({ ...mikroOrmConfig(databaseUrl), registerRequestContext: true }),
        RedisModule,
        JobsModule,
        MailModule,
        SyncModule,
        HealthModule,
        CaptchaModule,
        AccountsModule,
        BoatsModule,
        ListingsModule,
        UploadsModule,
        SavedSearchesModule,
        AlertsModule,
        SeoModule,
        CommunityModule,
        NewsModule,
        ContactModule,
        NewsletterModule,
        ChatModule,
        ModerationModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
