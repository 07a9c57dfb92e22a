export class ReadChatMessagesQuery {
  constructor(
    readonly conversationId: string,
    readonly token: string | undefined,
    readonly after: string | undefined,
  ) {}
}
