import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import * as v from 'valibot';
import { ALERT_LIST_LIMITS, type Alert, type AlertUnsubscribeResult, AlertUnsubscribeSchema } from '@dockside/shared/alerts';
import { bigIdTextSchema } from '@dockside/shared/common';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../common/auth/access';
import type { User } from '../users/user.entity';
import { AlertsService } from './alerts.service';

const LIMIT_TEXT = `'limit' must be 1–${ALERT_LIST_LIMITS.pageMax}`;
const AlertsQuerySchema = v.object({
  before: v.optional(bigIdTextSchema("'before' must be an alert id")),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, LIMIT_TEXT),
      v.transform(Number),
      v.minValue(1, LIMIT_TEXT),
      v.maxValue(ALERT_LIST_LIMITS.pageMax, LIMIT_TEXT),
    ),
    String(ALERT_LIST_LIMITS.pageDefault),
  ),
});

/** GET /api/alerts — the signed-in user's recent alerts; POST /api/alerts/unsubscribe — the link of alert e-mails. */
@Controller('alerts')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  /** Newest first; `before` (an alert id) pages back. Alerts whose listing left the catalogue are not shown. */
  @Get()
  @RequireSignIn()
  list(
    @CurrentUserParam() user: User,
    @Query(new ValibotPipe(AlertsQuerySchema)) query: v.InferOutput<typeof AlertsQuerySchema>,
  ): Promise<Alert[]> {
    return this.alerts.list(user.id, query.before, query.limit);
  }

  /**
   * Turns alert e-mails off without signing in. The PWA page of the e-mail's link posts `{ token }`; mail
   * programs' one-click unsubscribe (RFC 8058, List-Unsubscribe-Post) posts `List-Unsubscribe=One-Click`
   * to the List-Unsubscribe URL, which carries the token in its query.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(@Query('token') queryToken: string | undefined, @Body() body: unknown): Promise<AlertUnsubscribeResult> {
    const fromBody = body && typeof body === 'object' && 'token' in body ? body : undefined;
    const input = new ValibotPipe(AlertUnsubscribeSchema).transform(fromBody ?? { token: queryToken });
    return this.alerts.unsubscribe(input.token);
  }
}
