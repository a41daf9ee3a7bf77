import { Controller, Get, Param } from '@nestjs/common';
import type { PartNumberLookup } from '@dockside/shared/fitment';
import { PartNumbersService } from './part-numbers.service';

/** Part numbers across the catalogue (docs/decisions.md "Fitment"). Public. */
@Controller('part-numbers')
export class PartNumbersController {
  constructor(private readonly partNumbers: PartNumbersService) {}

  /** Any spelling of a number → its normalised key, brand, and supersession chain to the current number; 404 when unknown. */
  @Get(':number')
  lookup(@Param('number') number: string): Promise<PartNumberLookup> {
    return this.partNumbers.lookup(number);
  }
}
