export class GetMessageQuery {
  constructor(readonly messageId: string) {}
}
