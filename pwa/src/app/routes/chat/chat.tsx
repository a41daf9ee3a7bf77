import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { useCurrentUser } from '@/features/accounts/stores/session.store';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { CHAT_UI_TEXTS } from '@/features/chat/chat.constants';
import { ReportButton } from '@/features/moderation/components/report-button';

/** Chat (/chat, login required): spec §2 Chat. `?room=` opens a room, `?part=` names the listing it is about. */
export default function ChatRoute() {
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const roomParam = searchParams.get('room');
  const partParam = searchParams.get('part');

  return (
    <Page title={CHAT_UI_TEXTS.title}>
      {user ? (
        <ChatScreen
          user={{ id: user.id, notifyBrowser: user.notifyBrowser }}
          roomParam={roomParam}
          partParam={partParam}
          onRoomChange={(room) => setSearchParams({ room }, { replace: true })}
          renderReport={(target) => <ReportButton userId={user.id} {...target} />}
        />
      ) : null}
    </Page>
  );
}
