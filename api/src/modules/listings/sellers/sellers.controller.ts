import { Controller, Get, Param } from '@nestjs/common';
import type { SellerProfile } from '@dockside/shared/listings';
import { SellersService } from './sellers.service';

/** The public seller page (docs/decisions.md "Accounts"): no sign-in, no e-mail or phone. */
@Controller('sellers')
export class SellersController {
  constructor(private readonly sellers: SellersService) {}

  @Get(':username')
  profile(@Param('username') username: string): Promise<SellerProfile> {
    return this.sellers.profile(username);
  }
}
