/** A message in a chat: the shopper's (with the chat's token) or staff's (token null, with their name). */
export class PostChatMessageCommand {
  constructor(
    readonly conversationId: string,
    readonly text: string,
    readonly from: { author: 'shopper'; token: string | null } | { author: 'staff'; staffName: string },
  ) {}
}
