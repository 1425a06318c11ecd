// SPEC texts for Take Control (§2, §6, §8).
import { PERMISSION_DENIED } from "@/lib/api/error-codes";
export const TAKE_CONTROL_TEXT = {
  button: "Take Control",
  sectionTitle: "Superadmin Actions",
  channelsTab: "Channels",
  directMessagesTab: "Direct Messages",
  noChannels: "No channels available",
  messagePlaceholder: "Type a message...",
  directMessagePlaceholder: "Type a direct message...",
  recipientPlaceholder: "Select a user to message",
  noRecipient: "No user found.",
  recentConversations: "Recent Conversations",
  accessDeniedTitle: "Access Denied",
  accessDeniedText: "Only superadmins can use the Take Control feature.",
  messageSent: "Message Sent",
  directMessageSent: "Direct Message Sent",
  sendMessageFailed: "Failed to send message",
  sendDirectMessageFailed: "Failed to send direct message",
} as const;

export const TAKE_CONTROL_ERRORS = {
  superadminOnly: "Only superadmins can use the Take Control feature",
  contentRequired: "Message content is required",
  notMember: "User is not a member of this channel",
  channelNotFound: "Channel not found",
  recipientNotFound: "Recipient not found",
  recipientIsSelf: "Cannot send a direct message to the same user",
  systemUser: "The system user cannot send messages",
} as const;

/** SPEC §6: Take Control refused for want of its superadmin-only permission ('Only superadmins…') is a denial: 'Access Denied', and the dialog closes. */
export const SUPERADMIN_REFUSAL = PERMISSION_DENIED;

/** SPEC §8 Take Control: a denial, else the server's message, else the fallback. */
export function takeControlToasts(fallback: string) {
  return {
    known: [[SUPERADMIN_REFUSAL, TAKE_CONTROL_TEXT.accessDeniedText, TAKE_CONTROL_TEXT.accessDeniedTitle]],
    serverMessage: true,
    fallback,
  } as const;
}
