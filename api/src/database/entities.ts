import { ExpertAnswerEntity } from '../modules/community/answers/answer.entity';
import { ExpertQuestionEntity } from '../modules/community/questions/question.entity';
import { ChatRoomEntity } from '../modules/chat/chat-room.entity';
import { NewsItemEntity } from '../modules/news/news-item.entity';
import { BoatPartEntity } from '../modules/listings/listing.entity';
import { SessionEntity } from '../modules/accounts/sessions/session.entity';
import { User } from '../modules/users/user.entity';

/** Every entity, listed explicitly (no folder discovery in the compiled build). */
export const entities = [User, BoatPartEntity, ExpertQuestionEntity, ExpertAnswerEntity, NewsItemEntity, ChatRoomEntity, SessionEntity];
