import { NOTIFICATIONS_API, type NotificationsPage, type UnreadCount } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchNotifications(
  http: AxiosInstance,
  cursor?: string | null,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const params = cursor ? { cursor } : undefined;
  return (await http.get<NotificationsPage>(NOTIFICATIONS_API.list, { params, signal })).data;
}

export async function markNotificationRead(http: AxiosInstance, id: number): Promise<UnreadCount> {
  return (await http.post<UnreadCount>(NOTIFICATIONS_API.read(id))).data;
}

export async function markAllNotificationsRead(http: AxiosInstance): Promise<UnreadCount> {
  return (await http.post<UnreadCount>(NOTIFICATIONS_API.readAll)).data;
}
