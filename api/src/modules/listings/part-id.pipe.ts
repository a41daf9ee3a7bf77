import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { PartNotFoundException } from './listings.exception';

/** A listing id in the path; one that cannot name a listing is answered like a missing one. */
export const PartIdPipe = new IdParamPipe(() => new PartNotFoundException());
