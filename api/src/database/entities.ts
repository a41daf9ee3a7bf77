import { ChatRoomEntity, ExpertAnswerEntity, ExpertQuestionEntity, NewsItemEntity } from '../modules/community/community.entities';
import { BoatPartEntity } from '../modules/listings/listing.entity';
import { SessionEntity } from '../modules/accounts/sessions/session.entity';
import { User } from '../modules/users/user.entity';

/** Every entity, listed explicitly (no folder discovery in the compiled build). */
export const entities = [User, BoatPartEntity, ExpertQuestionEntity, ExpertAnswerEntity, NewsItemEntity, ChatRoomEntity, SessionEntity];
