import { describe, expect, it } from 'vitest';
import { DomainException, NotFoundDomainException } from '../exceptions/domain.exception';
import { IdParamPipe } from './id-param.pipe';

describe('IdParamPipe', () => {
  it('reads plain digits in the integer range', () => {
    const pipe = new IdParamPipe();
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483647')).toBe(2147483647);
  });

  it("answers anything else with the route's not-found error (as a missing row)", () => {
    const notFound = () => new DomainException('PART_NOT_FOUND', 'Part not found', 404);
    const pipe = new IdParamPipe(notFound);
    for (const bad of ['0', '-1', '1.5', '1e3', '1e20', '2147483648', '99999999999', '00001', ' 1', '', 'abc', '%00', undefined, 12]) {
      expect(() => pipe.transform(bad), JSON.stringify(bad)).toThrow(expect.objectContaining({ code: 'PART_NOT_FOUND', status: 404 }));
    }
  });

  it('defaults to a plain 404', () => {
    expect(() => new IdParamPipe().transform('0')).toThrow(NotFoundDomainException);
  });
});
