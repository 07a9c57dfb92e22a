export class RevokeApiKeyCommand {
  constructor(readonly id: string) {}
}
