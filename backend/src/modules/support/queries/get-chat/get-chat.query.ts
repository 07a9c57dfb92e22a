export class GetChatQuery {
  constructor(readonly conversationId: string) {}
}
