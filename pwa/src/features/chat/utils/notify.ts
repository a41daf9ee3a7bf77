import type { ChatMessage } from '@dockside/shared/chat';
import { CHAT_UI_TEXTS } from '../chat.constants';

/** Whether this browser can show system notifications at all. */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * A system notification for a message that arrived while the tab is hidden (the user's browser
 * notifications switch is on). Permission is never asked here: only when the user turns the switch on
 * or presses 'Allow browser notifications' (a user gesture), never on page load.
 */
export function showMessageNotification(message: ChatMessage): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(CHAT_UI_TEXTS.notificationTitle(message.user.fullName || message.user.username), {
      body: message.content.slice(0, 140),
      tag: `chat-${message.roomId}`,
      icon: '/icons/icon-192.png',
    });
    notification.onclick = () => {
      window.focus();
      window.location.assign(`/chat?room=${encodeURIComponent(message.roomId)}`);
      notification.close();
    };
  } catch {
    // Android Chrome only allows notifications from a service worker; the inbox badge still tells.
  }
}

/** Asks for permission (call from a click). Resolves with the browser's answer. */
export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!notificationsSupported()) return 'unsupported';
  return Notification.requestPermission();
}
